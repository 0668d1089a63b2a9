import type { PracticeArea } from './practice-areas';

/**
 * The page behind each practice area's Learn More link: what to do after such an
 * accident, and what our intake will ask (from ../shared/research/intake-facts.md §4).
 */
export interface PracticeAreaGuide {
  intro: string;
  afterAccident: string[];
  intakeAsks: string[];
  watchOut: string;
  sources: string[];
}

export const practiceAreaGuides: Record<PracticeArea['slug'], PracticeAreaGuide> = {
  'auto-accidents': {
    intro:
      'Crashes are the most common reason people come to us. The value of a car accident claim depends on the injuries, who was at fault, and the insurance on both sides, so the intake focuses on those.',
    afterAccident: [
      'Call 911 if anyone is hurt, and get medical care even if you feel fine: some injuries show up hours later.',
      'Call the police and note the agency and report number.',
      'Exchange names, phone numbers, insurers and policy numbers with the other driver; photograph their licence plate and insurance card.',
      'Photograph the vehicles, the scene, road conditions and your injuries.',
      'Get the names and numbers of witnesses.',
      'Tell your own insurer about the crash, but think carefully before giving a recorded statement to the other driver’s insurer.',
    ],
    intakeAsks: [
      'Whether you were a driver, passenger, pedestrian or cyclist, and which vehicles were involved',
      'How the crash happened and whether anyone received a citation',
      'The police report agency and number',
      "The other driver's insurer, and whether they were uninsured or left the scene",
      'Your own coverage: PIP or medical payments, and uninsured/underinsured motorist coverage',
      'Vehicle damage and whether the airbags deployed',
      'Your injuries, treatment, medical bills and time off work',
    ],
    watchOut:
      'In no-fault states your own PIP pays first and a claim for pain and suffering may need a serious injury or a cost threshold. Commercial and rideshare vehicles often carry much higher insurance.',
    sources: ['https://care911.net/checklist', 'https://www.iii.org/table-archive/21328'],
  },
  'slip-fall': {
    intro:
      'Property owners must keep their premises reasonably safe. A fall claim usually turns on what caused the fall, whether the owner knew or should have known about it, and the evidence gathered on the day.',
    afterAccident: [
      'Get medical care and tell the doctor exactly how you fell.',
      'Report the fall to the manager or owner and ask for a copy of the incident report.',
      'Photograph the hazard and the area before it is cleaned up or repaired, with something for scale.',
      'Keep the shoes and clothes you were wearing.',
      'Write down witnesses’ names and ask whether cameras recorded the area.',
      'If the property belongs to a city, county or state agency, speak to an attorney quickly: notice deadlines can be months.',
    ],
    intakeAsks: [
      'Where you fell and who owns or manages the property (a business, landlord, private home or public body)',
      'What caused the fall: liquid, ice, a broken step, uneven ground, poor lighting, a missing handrail',
      'How long the hazard was there and whether staff knew about it',
      'Whether an incident report was made and who took it',
      'Photos, cameras and witnesses',
      'How you landed, your injuries and your treatment',
    ],
    watchOut:
      'Insurers often argue a hazard was "open and obvious" or that you were not watching your step, which can reduce a recovery under your state’s fault rule.',
    sources: [
      'https://thesterlingfirm.com/how-to-win-a-premises-liability-case/',
      'https://terms.law/2025/12/04/evidence-checklist-slip-trip-fall-claims',
    ],
  },
  'workplace-injuries': {
    intro:
      "Most on-the-job injuries are covered by workers' compensation. The intake also looks for someone other than your employer who may be responsible, because such a claim can cover losses workers' compensation does not.",
    afterAccident: [
      'Get medical care and tell the provider the injury happened at work.',
      'Report the injury to your employer in writing as soon as possible; many states expect notice within about 30 days.',
      'Ask how to file a workers’ compensation claim and keep copies of every form.',
      'Write down which companies were working at the site and what equipment was involved.',
      'Ask that any equipment involved be kept as it is.',
      'Keep the names of co-workers who saw what happened.',
    ],
    intakeAsks: [
      'Your employer, your job, and whether you are an employee or an independent contractor',
      "Whether you reported the injury and filed a workers' compensation claim, and when",
      'Whether anyone else was involved: a contractor, property owner, equipment maker or another driver',
      'The equipment involved and whether it has been preserved',
      'Safety gear, training and any inspection after the accident',
      'Your injuries, treatment, benefits received and time off work',
    ],
    watchOut:
      "Workers' compensation usually bars a lawsuit against your own employer, so the third-party questions matter. Some cases need a workers' compensation attorney rather than a personal injury attorney.",
    sources: [
      'https://hqintake.com/blog/workplace-accident-intake',
      'https://legalclarity.org/how-to-handle-injury-at-work-claims-and-lawsuits',
    ],
  },
  'medical-malpractice': {
    intro:
      'Malpractice cases need expert medical review and often have short deadlines and extra steps before a lawsuit. The intake gathers the facts an attorney needs to decide quickly whether a review is worthwhile.',
    afterAccident: [
      'Get the care you need now, from another provider if you have lost trust.',
      'Request copies of your medical records; you have a right to them.',
      'Write down a timeline: appointments, what you were told, and when you learned something went wrong.',
      'Keep bills, prescriptions and records of time off work.',
      'Do not wait: malpractice deadlines can run from the date of the error or from when you discovered it.',
    ],
    intakeAsks: [
      'Who the patient is, their age, and your relationship to them',
      'The providers and facilities involved and the dates of treatment',
      'What was expected and what happened instead',
      'When and how you learned something had gone wrong',
      'The harm that followed: more surgery, lasting disability, or death',
      'Whether the provider was a government, VA or federally funded clinic',
    ],
    watchOut:
      'Many states cap damages for pain and suffering in malpractice cases and require a notice of intent or an expert certificate before filing.',
    sources: [
      'https://hqintake.com/blog/medical-malpractice-intake',
      'https://www.ncsl.org/financial-services/medical-liability-medical-malpractice-laws',
    ],
  },
  'product-liability': {
    intro:
      'A maker or seller can be responsible when a product is defectively designed, badly made, or sold without adequate warnings. Keeping the product is the single most important step.',
    afterAccident: [
      'Get medical care and keep the records.',
      'Keep the product exactly as it is: do not repair, throw away or return it.',
      'Keep the packaging, instructions, receipt and any warnings.',
      'Photograph the product, the defect and your injuries.',
      'Note the brand, model and serial number, and check for recalls.',
    ],
    intakeAsks: [
      'The product, brand, model and serial number, and where and when it was bought',
      'Whether the product has been kept and in what condition',
      'How it was being used, and whether it was modified or repaired',
      'What went wrong: a defect, a failure, or a missing warning',
      'Any recall or similar incidents you know of',
      'Your injuries and when they appeared',
    ],
    watchOut:
      'Injuries from drugs and medical devices sometimes appear years later and may be part of a larger group of cases; the discovery date matters.',
    sources: [
      'https://hqintake.com/blog/product-liability-intake',
      'https://www.findlaw.com/injury/product-liability/case-preparation-issues.html',
    ],
  },
};
