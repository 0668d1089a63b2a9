import type { CaseView } from '../../../../contracts/staff-console';
import { EmailAction, PhoneAction, TextAction } from '../../contact-actions';
import { DataList, formatDateTime, Section } from '../../staff-ui';

/** The channels the visitor allowed, each one click: tel:, sms: (texts agreed to), mailto: with a subject. */
export function ReachThem({ view }: { view: CaseView }) {
  const { channels, contact } = view;
  return (
    <Section title="Reach them">
      <DataList
        items={[
          [
            'Call',
            <PhoneAction
              key="call"
              phone={contact.phone}
              phoneE164={contact.phoneE164}
              mayCall={channels.mayCall}
              blockedReason={channels.phoneBlockedReason}
            />,
          ],
          [
            'Text',
            contact.phone && channels.mayText ? (
              <TextAction key="text" phone={contact.phone} phoneE164={contact.phoneE164} />
            ) : (
              <span key="text" className="text-muted-foreground">
                Not allowed: {channels.phoneBlockedReason ?? 'they did not agree to texts.'}
              </span>
            ),
          ],
          ['Email', <EmailAction key="email" email={contact.email} subject={`Your case ${view.shortId}`} />],
          [
            'They agreed to',
            channels.mayCall ? (
              `Calls, texts and email (consent ${view.consent?.version ?? ''}, ${formatDateTime(view.consent?.agreedAt)})`
            ) : (
              <span key="agreed" className="font-medium text-destructive">
                {channels.mayEmail ? 'Email only. ' : 'Nothing: no channel is open. '}
                {channels.phoneBlockedReason}
              </span>
            ),
          ],
        ]}
      />
    </Section>
  );
}
