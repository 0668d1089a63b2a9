import type { DocumentSection } from './document';
import { facts } from './facts';

/** The readable text of each resource guide, by slug (general information, not legal advice). */
export const guideBodies: Record<string, { sections: DocumentSection[]; sources: string[] }> = {
  'after-a-car-accident': {
    sections: [
      {
        heading: 'At the scene',
        paragraphs: ['If you can do so safely:'],
        list: [
          'Call 911 if anyone is hurt, and move out of traffic.',
          'Call the police and ask for the report number.',
          'Exchange names, phone numbers, insurers and policy numbers.',
          'Photograph the vehicles, plates, the scene and your injuries.',
          'Get witnesses’ names and numbers.',
          'Do not argue about fault or apologise; stick to the facts.',
        ],
      },
      {
        heading: 'In the first days',
        paragraphs: ['Injuries such as whiplash and concussion often appear hours or days later.'],
        list: [
          'See a doctor, even if you feel fine, and follow the treatment plan.',
          'Tell your own insurer about the crash.',
          'Start a file for bills, receipts, photos and missed work.',
        ],
      },
      {
        heading: 'In the first weeks',
        paragraphs: [
          `Keep treating and keep records. Be cautious with the other driver’s insurer: you do not have to give a recorded statement, and an early offer may not cover costs that have not appeared yet. ${facts.filingDeadline.statement}`,
        ],
      },
    ],
    sources: ['https://care911.net/checklist', ...facts.filingDeadline.sources],
  },
  'personal-injury-basics': {
    sections: [
      {
        heading: 'What a personal injury claim is',
        paragraphs: [
          'When someone’s carelessness causes you harm, the law may let you recover compensation from them, usually through their insurance. Most claims rest on negligence: the other party owed you a duty of care, failed to meet it, and caused your injuries.',
        ],
      },
      {
        heading: 'What can be recovered',
        paragraphs: ['Claims usually include:'],
        list: [
          'medical costs, past and future;',
          'lost wages and lost earning capacity;',
          'property damage and out-of-pocket costs;',
          'pain and suffering and loss of enjoyment of life.',
        ],
      },
      {
        heading: 'How a claim moves',
        paragraphs: [
          'A typical claim runs from treatment and record-gathering, to a demand to the insurer, to negotiation. Most end there. If it does not settle, a lawsuit is filed before the deadline, followed by exchange of evidence and, rarely, a trial.',
          facts.settlementRate.statement,
        ],
      },
      {
        heading: 'Paying for an attorney',
        paragraphs: [facts.contingencyFee.statement],
      },
    ],
    sources: [...facts.settlementRate.sources, ...facts.contingencyFee.sources],
  },
  'dealing-with-insurance-adjusters': {
    sections: [
      {
        heading: 'Whose side the adjuster is on',
        paragraphs: [
          'An adjuster for the other party’s insurer is paid to resolve the claim for as little as is reasonable. They may be friendly and helpful, but they do not represent you.',
        ],
      },
      {
        heading: 'What to say',
        paragraphs: ['Keep early conversations short and factual:'],
        list: [
          'Give your name, contact details and the basic facts: date, place, vehicles.',
          'Do not guess about speed, distances or fault.',
          'Do not describe your injuries as minor or "fine": you may not know yet.',
          'You can decline a recorded statement and ask for questions in writing.',
          'Do not sign medical authorisations or releases without reading them carefully.',
        ],
      },
      {
        heading: 'Early offers',
        paragraphs: [
          `A quick offer can be tempting, but accepting it usually ends the claim for good, including costs that appear later. ${facts.policyLimits.statement}`,
        ],
      },
    ],
    sources: [
      ...facts.policyLimits.sources,
      'https://www.carolinalaw.com/blog/2014/april/the-not-so-good-hands-of-colossus/',
    ],
  },
  'documenting-medical-treatment': {
    sections: [
      {
        heading: 'Why records matter',
        paragraphs: [
          'Insurers value injuries from the medical record. Prompt care, consistent follow-up and objective findings tend to raise a claim’s value; gaps in treatment tend to lower it.',
        ],
      },
      {
        heading: 'What to keep',
        paragraphs: ['Keep one folder, paper or digital, with:'],
        list: [
          'every bill and explanation of benefits;',
          'prescriptions and receipts for supplies;',
          'appointment dates and the names of providers;',
          'mileage and parking for medical trips;',
          'a short weekly note of pain, sleep and what you could not do.',
        ],
      },
      {
        heading: 'Tell your doctor everything',
        paragraphs: [
          'Describe all symptoms at each visit, including ones that seem small. If it is not in the record, an insurer may say it did not happen.',
        ],
      },
    ],
    sources: [
      'https://joestephenslaw.com/what-auto-insurance-companies-use-colossus-claim-adjusting-software',
    ],
  },
  'workers-comp-vs-personal-injury': {
    sections: [
      {
        heading: "Workers' compensation",
        paragraphs: [
          "Workers' compensation pays medical care and part of lost wages for work injuries, whoever was at fault. In exchange, you usually cannot sue your employer, and there is no payment for pain and suffering.",
        ],
      },
      {
        heading: 'Personal injury',
        paragraphs: [
          'A personal injury claim requires showing someone was at fault, but can include all losses, including pain and suffering.',
        ],
      },
      {
        heading: 'When you may have both',
        paragraphs: [
          'If someone other than your employer contributed to your injury, you may have a third-party claim as well as workers’ compensation. Examples:',
        ],
        list: [
          'a driver who hit you while you were driving for work;',
          'the maker of a defective machine or tool;',
          'a subcontractor or property owner on a shared site.',
        ],
      },
      {
        heading: 'Deadlines',
        paragraphs: [facts.workersCompNotice.statement],
      },
    ],
    sources: [
      ...facts.workersCompNotice.sources,
      'https://www.lawmgg.com/blog/2023/09/important-points-about-third-party-workplace-claims/',
    ],
  },
  'premises-liability-evidence': {
    sections: [
      {
        heading: 'Evidence disappears fast',
        paragraphs: [
          'Spills are mopped up, ice melts, broken steps get fixed and camera footage is overwritten, often within days. What you gather on the day is often the strongest evidence you will have.',
        ],
      },
      {
        heading: 'What to gather',
        paragraphs: ['If you are able, or ask someone to help:'],
        list: [
          'photos of the hazard from several angles, with something for scale;',
          'photos of the lighting, signs or cones (or their absence);',
          'the incident report number and the employee’s name;',
          'witnesses’ names and numbers;',
          'the shoes and clothes you wore;',
          'a request that camera footage be kept.',
        ],
      },
      {
        heading: 'Notice and ownership',
        paragraphs: [
          'Whether an owner is responsible often depends on whether they knew, or should have known, about the hazard. If the property is public, notice deadlines can be very short.',
        ],
      },
    ],
    sources: [
      'https://terms.law/2025/12/04/evidence-checklist-slip-trip-fall-claims',
      'https://self-law.org/code/ca/government-code/911-2',
    ],
  },
};
