import type { CaseView } from '../../../../contracts/staff-console';
import { Button } from '../../../components/ui/button';
import { Select } from '../../staff-ui';

/** Who owns the case: take it, or give it to someone else. */
export function OwnerControl(props: {
  owner: CaseView['pipeline']['owner'];
  myId: string;
  assignees: { id: string; name: string }[];
  onAssign: (ownerId: string | null) => void;
}) {
  const { owner, myId } = props;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span>
        {owner
          ? owner.id === myId
            ? `Me (${owner.email})`
            : `${owner.name} (${owner.email})`
          : 'Unassigned'}
      </span>
      {owner?.id !== myId && (
        <Button size="sm" variant="outline" onClick={() => props.onAssign(myId)}>
          Assign to me
        </Button>
      )}
      <label className="inline-flex items-center gap-1">
        <span className="sr-only">Give the case to</span>
        <Select
          value=""
          onChange={(event) => {
            if (event.target.value) props.onAssign(event.target.value === 'none' ? null : event.target.value);
          }}
          className="py-1"
        >
          <option value="">Give to…</option>
          {owner && <option value="none">Nobody (unassign)</option>}
          {props.assignees
            .filter((person) => person.id !== owner?.id)
            .map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
        </Select>
      </label>
    </span>
  );
}
