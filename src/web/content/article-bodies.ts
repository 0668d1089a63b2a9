import type { DocumentSection } from './document';
import { facts } from './facts';

/**
 * The full text of each legal-education article, by slug. General information written
 * by our team from the sources listed; never legal advice about a particular case.
 */
export interface ArticleBody {
  sections: DocumentSection[];
  sources: string[];
}

export const articleBodies: Record<string, ArticleBody> = {
  'understanding-personal-injury-settlements': {
    sections: [
      {
        heading: 'A settlement is a negotiated number, not a formula',
        paragraphs: [
          'When an injury claim settles, the injured person accepts a payment and, in return, gives up the right to sue over that accident. There is no official table that turns an injury into a dollar figure. Instead, insurers and attorneys start from the losses that can be documented, add an amount for the human cost of the injury, and then adjust for the things that make the claim stronger or weaker.',
          'Knowing how that estimate is built helps you understand why two people with similar accidents can receive very different amounts, and why good records matter so much.',
        ],
      },
      {
        heading: 'Economic damages: the losses with receipts',
        paragraphs: [
          'Economic damages (sometimes called special damages) are the costs you can add up. They usually form the base of any estimate.',
        ],
        list: [
          'Medical bills so far: ambulance, emergency room, imaging, surgery, therapy, prescriptions.',
          'Medical care you are likely to need in the future, when a doctor expects it.',
          'Wages you lost while recovering, and earning capacity you lost if you cannot return to the same work.',
          'Out-of-pocket costs: travel to appointments, equipment, help at home.',
          'Damage to your vehicle or other property.',
        ],
      },
      {
        heading: 'Non-economic damages: pain, limits and loss of enjoyment',
        paragraphs: [
          `Pain, sleepless nights, anxiety and the activities you can no longer do are real losses, but they have no invoice. ${facts.multiplier.statement} A sprain that heals in a few weeks sits at the low end; surgery, permanent limits or a catastrophic injury sit at the high end.`,
          'Another method, called per diem, puts a daily value on the time from the injury until you reach maximum medical improvement. It works best for injuries with a clear end point.',
        ],
      },
      {
        heading: 'What moves the number up or down',
        paragraphs: [
          'Prompt, consistent treatment, objective findings such as imaging, and clear evidence of who was at fault all tend to raise the value of a claim. Gaps in treatment, an earlier injury to the same body part, or evidence that you were partly at fault tend to lower it.',
          'Most states reduce a recovery by the injured person’s share of the fault, and some bar recovery entirely above a certain share. A handful bar recovery for even slight fault. This is one of the reasons an attorney licensed in your state needs to review the facts.',
        ],
      },
      {
        heading: 'Insurance limits and what reaches you',
        paragraphs: [
          `${facts.policyLimits.statement} If the losses are larger than the policy, an attorney may look for other coverage, such as your own underinsured motorist coverage or an employer’s policy.`,
          `From the settlement come the attorney’s fee, case costs and any liens, for example from a health plan that paid your bills. ${facts.contingencyFee.statement}`,
        ],
      },
      {
        heading: 'How to protect the value of your claim',
        paragraphs: ['A few habits make a real difference, whatever the size of your case.'],
        list: [
          'Get medical care promptly and follow the treatment plan.',
          'Keep every bill, receipt and pay stub, and note the days you missed work.',
          'Take photos of injuries, the scene and any damage.',
          'Be careful about recorded statements to the other side’s insurer before you have advice.',
          'Do not sign a release until you understand what you are giving up.',
        ],
      },
    ],
    sources: [
      ...facts.multiplier.sources,
      ...facts.policyLimits.sources,
      ...facts.contingencyFee.sources,
      'https://www.macinjurylaw.com/l/what-is-per-diem-method-for-calculating-pain-and-suffering-damages/',
      'https://www.cloudastructure.com/negligence-laws-map',
    ],
  },
  'hidden-costs-car-accidents': {
    sections: [
      {
        heading: 'The bill you see and the bills you do not',
        paragraphs: [
          'After a crash, most people think about two numbers: the repair estimate and the emergency room bill. Those are rarely the whole story. Many of the costs of an accident arrive weeks later, in small amounts, and are easy to forget when it is time to add them up.',
        ],
      },
      {
        heading: 'Costs people often miss',
        paragraphs: ['Keep a record of each of these from the first day.'],
        list: [
          'Follow-up visits, physical therapy, chiropractic care and counselling.',
          'Prescriptions, braces, crutches and other medical supplies.',
          'Mileage, parking and rides to medical appointments.',
          'A rental car or other transport while your vehicle is repaired.',
          'Hours or days of work missed, including paid leave you had to use.',
          'Childcare, cleaning or yard work you now have to pay someone to do.',
          'The loss in value of a repaired vehicle (diminished value), in some states.',
          'Higher insurance premiums or a deductible you paid.',
        ],
      },
      {
        heading: 'Why the small amounts matter',
        paragraphs: [
          'Economic losses are the base of most injury estimates, and the amount for pain and suffering is often calculated from them. A claim that leaves out months of therapy or missed shifts can be valued far lower than the real loss.',
          'Our expense tracker on the Resources page lets you log each cost as it happens, in your own browser, and print the list when you need it.',
        ],
      },
      {
        heading: 'Insurance coverage you may already have',
        paragraphs: [
          'Depending on your state and policy, your own coverage may pay some costs quickly, whoever was at fault: personal injury protection (PIP) or medical payments coverage, collision coverage for the car, and uninsured or underinsured motorist coverage when the other driver has too little insurance. Several states use a no-fault system in which PIP pays first and a lawsuit for pain and suffering is only possible above a threshold.',
        ],
      },
    ],
    sources: [
      'https://www.iii.org/table-archive/21328',
      'https://usclaimsil.com/news-and-tips/how-to-document-an-auto-accident/',
    ],
  },
  'workplace-injury-rights-guide': {
    sections: [
      {
        heading: 'First: get care and report the injury',
        paragraphs: [
          `Get medical attention, and tell your employer in writing as soon as you can. ${facts.workersCompNotice.statement} Late notice is one of the most common reasons benefits are disputed. Keep a copy of what you sent and when.`,
        ],
      },
      {
        heading: "Workers' compensation in brief",
        paragraphs: [
          "Workers' compensation is insurance your employer carries. It usually pays for medical care and part of your lost wages whoever was at fault, but in exchange you generally cannot sue your employer for pain and suffering. The rules, forms and deadlines are set by each state.",
        ],
      },
      {
        heading: 'When someone else is also responsible',
        paragraphs: [
          'Many workplace injuries involve someone other than the employer: a subcontractor on a construction site, the maker of a machine that failed, the owner of the property, or another driver if you were hurt while driving for work. A claim against that third party is separate from workers’ compensation and can include damages workers’ compensation does not pay.',
        ],
        list: [
          'Write down the names of every company working at the site.',
          'Note the make and model of any equipment involved, and ask that it be kept as it is.',
          'Photograph the area, safety gear and any warning signs (or their absence).',
          'Keep the names of co-workers who saw what happened.',
        ],
      },
      {
        heading: 'Protecting yourself',
        paragraphs: [
          'It is illegal in most states for an employer to punish you for reporting an injury or filing a claim. If your claim is denied, there is an appeal process with its own deadlines. An attorney who handles workplace injuries can tell you which claims apply in your state; many offer a free consultation.',
        ],
      },
    ],
    sources: [
      ...facts.workersCompNotice.sources,
      'https://hqintake.com/blog/workplace-accident-intake',
      'https://www.lawmgg.com/blog/2023/09/important-points-about-third-party-workplace-claims/',
    ],
  },
  'ai-revolutionizing-legal-case-evaluation': {
    sections: [
      {
        heading: 'What an AI intake does well',
        paragraphs: [
          'The first conversation after an accident is mostly fact-gathering: when and where it happened, who was involved, what the injuries are, what treatment followed, and what insurance applies. An AI intake can ask those questions at any hour, in a consistent order, without making you repeat what you already said in your description.',
          'Because every case is recorded the same way, the estimate that follows starts from complete, comparable facts, and a person reviewing the case later can see exactly what was asked and answered.',
        ],
      },
      {
        heading: 'How the estimate is built',
        paragraphs: [
          'Our report uses the same building blocks insurers and attorneys use: documented economic losses, a range for pain and suffering based on how serious and lasting the injury is, your state’s rules on shared fault and deadlines, and the insurance that may be available. The result is always a range with its reasons, never a promise.',
        ],
      },
      {
        heading: 'What it does not do',
        paragraphs: ['An AI intake is a tool for organising facts. It is not a lawyer.'],
        list: [
          'It does not give legal advice or tell you whether to accept an offer.',
          'It does not decide deadlines: only an attorney can confirm the one that applies to you.',
          'It does not choose an attorney for you by judging your case; matching follows neutral rules, and participating attorneys pay to take part.',
          'It does not replace people: a case manager reviews eligible cases and calls within 24-48 hours.',
        ],
      },
      {
        heading: 'Privacy by design',
        paragraphs: [
          'Accident and medical details are sensitive. We keep them on our own servers, use no advertising pixels or third-party analytics, and delete them on request. The privacy policy sets out exactly what is stored and for how long.',
        ],
      },
    ],
    sources: [
      'https://caseclerk.ai/blog/can-a-law-firm-ai-chatbot-give-legal-advice-avoiding-unauthorized-practice-of-law-upl-in-2025',
      'https://legalclarity.org/what-is-the-multiplier-formula-for-pain-and-suffering/',
    ],
  },
  'medical-malpractice-guide': {
    sections: [
      {
        heading: 'A bad outcome is not always malpractice',
        paragraphs: [
          'Medicine carries risk, and not every complication means someone did something wrong. Malpractice generally means a provider failed to meet the standard of care a reasonably careful provider would have met, and that failure caused real harm. Common examples include a missed or delayed diagnosis, a surgical error, a medication error, a birth injury, or a failure to monitor a patient.',
        ],
      },
      {
        heading: 'Why these cases are different',
        paragraphs: [
          'Proving what the standard of care was, and that it was broken, almost always needs another medical professional to review the records. Expert review alone can cost thousands of dollars, so attorneys look carefully at how serious the harm was before taking a case.',
          'Many states add steps before a lawsuit can be filed, such as a notice of intent with a waiting period or a certificate from a medical expert. Many also cap the amount that can be awarded for pain and suffering.',
        ],
      },
      {
        heading: 'Deadlines are often shorter',
        paragraphs: [
          'Malpractice deadlines are frequently shorter than for other injuries and may run from when the harm was discovered, with an outer limit (a statute of repose) that applies even if you did not know. Claims against government or federally funded clinics follow their own rules. Because of this, do not wait to ask an attorney.',
        ],
      },
      {
        heading: 'What to gather',
        paragraphs: ['These details help an attorney see quickly whether your case should be reviewed.'],
        list: [
          'The names of the providers and facilities, and the dates of treatment.',
          'What you expected to happen and what happened instead.',
          'When you first learned something had gone wrong, and who told you.',
          'The treatment you needed afterwards, and how your health and work have changed.',
          'Copies of your medical records (you have a right to request them).',
        ],
      },
    ],
    sources: [
      'https://hqintake.com/blog/medical-malpractice-intake',
      'https://www.ncsl.org/financial-services/medical-liability-medical-malpractice-laws',
      'https://www.alllaw.com/articles/nolo/medical-malpractice/state-laws-statutes-limitations.html',
    ],
  },
  'slip-fall-prevention-guide': {
    sections: [
      {
        heading: 'Where falls happen',
        paragraphs: [
          'Falls happen everywhere: wet floors in stores, icy walkways, broken stairs in apartment buildings, uneven sidewalks, poorly lit parking lots. Many are preventable with simple habits at home and proper maintenance by property owners.',
        ],
      },
      {
        heading: 'Lowering the risk',
        paragraphs: ['At home and at work, a few changes remove the most common hazards.'],
        list: [
          'Keep stairs and walkways clear and well lit; fix loose rugs and boards.',
          'Install handrails on both sides of stairs and grab bars in bathrooms.',
          'Wipe up spills at once and use non-slip mats.',
          'Wear shoes with good grip in wet or icy weather.',
          'Report hazards you see in shops or buildings to the staff.',
        ],
      },
      {
        heading: 'If you fall on someone else’s property',
        paragraphs: [
          'Property owners must keep their premises reasonably safe and warn about hazards they know of, or should have found. Whether an owner is responsible often turns on how long the hazard was there and whether staff knew about it, so evidence gathered on the day matters most.',
        ],
        list: [
          'Get medical care, even if the injury seems minor.',
          'Ask for an incident report and note the name of the employee who took it.',
          'Photograph the hazard, the surroundings and your shoes, ideally with something for scale.',
          'Get the names and numbers of any witnesses.',
          'Ask whether there are security cameras, since footage is often overwritten within days.',
        ],
      },
      {
        heading: 'Public property',
        paragraphs: [
          'Falls on sidewalks or in government buildings can involve very short notice deadlines, sometimes only months. If a city, county or state agency owns the property, speak to an attorney quickly.',
        ],
      },
    ],
    sources: [
      'https://thesterlingfirm.com/how-to-win-a-premises-liability-case/',
      'https://terms.law/2025/12/04/evidence-checklist-slip-trip-fall-claims',
      'https://self-law.org/code/ca/government-code/911-2',
    ],
  },
};
