import type { CallLanguage, Language, TreatmentLevel } from '../../../../contracts/case-record';
import type { DateWords } from '../agent/reading/dates';
import type { NumberWords } from '../agent/reading/numbers';

import type { AnswerWords } from './answer-words';

/**
 * Every word the agent reads or says that is not about one fact, per language (DESIGN.md
 * §3 "Language packs"). Fact questions and fact cue words live in each fact's module;
 * the agent's logic holds no words of its own.
 */
export interface LanguagePack {
  language: Language;
  reading: ReadingWords;
  saying: SayingWords;
}

export interface ReadingWords {
  /** A clause-start answer of yes ("yes", "yeah", "sí", "claro"). */
  yes: RegExp;
  /** A clause-start answer of no ("no", "nope", "nobody", "nadie"). */
  no: RegExp;
  /** "I don't know", "not sure", "no sé", "idk". */
  unknown: RegExp;
  /** The words of a yes/no answer, its fillers and a question asked back (lexicons/answers.json). */
  answers: AnswerWords;
  /** Words that negate what follows within a few words. */
  negation: RegExp;
  /** "actually", "I meant", "en realidad": the visitor corrects something said before. */
  correction: RegExp;
  numbers: NumberWords;
  dates: DateWords;
  /** Duration words → days ("week" → 7). */
  durationUnits: Record<string, number>;
  /** Cue words that make a language guess reliable on a very short message. */
  shortCues: RegExp;
}

export type VisitorQuestion =
  | 'hasCase'
  | 'needLawyer'
  | 'cost'
  | 'howLong'
  | 'nextSteps'
  | 'person'
  | 'done'
  | 'deletion'
  | 'privacy'
  | 'immigration'
  | 'deadline'
  /** To be spoken to in another language or through an interpreter (decision 0142). */
  | 'language';

export type AcknowledgementMoment =
  | 'injury'
  | 'surgery'
  | 'burn'
  | 'hospital'
  | 'bills'
  | 'lostPay'
  | 'represented'
  | 'worry'
  | 'offerPressure'
  | 'papersSigned'
  | 'caller'
  | 'neutral';

export interface SayingWords {
  greeting(firstName: string | null): string;
  understood(summary: string): string;
  intro: string;
  chatReady(firstName: string | null): string;
  extensionOpening: string;
  welcomeBack(firstName: string | null): string;
  /** Specific, short acknowledgements; the agent picks by what the visitor just said. */
  acknowledgements: Record<AcknowledgementMoment, readonly string[]>;
  unknownNoted: string;
  rephraseLead: string;
  /** Before a question the visitor said yes to in part one without its figure or name (decision 0366). */
  saidYesLead: string;
  /** Before our question said again more plainly, when the visitor asked what it meant (decision 0141). */
  clarifyLead: string;
  /** Why we ask, said when the visitor asks why at all, before the question again (decision 0382). */
  whyWeAsk: string;
  moveOn: string;
  confirmCaseType(first: string, second: string): string;
  caseTypeNames: Record<string, string>;
  /** Levels of care in the visitor's language, for the summary and the review. */
  treatmentLevelNames: Record<TreatmentLevel, string>;
  askName: string;
  askPhone: string;
  askDatePrecision(said: string): string;
  askAmountRole(amount: string): string;
  anythingElse: string;
  /** The extension's one open question when every planned question has been settled. */
  anythingMore: string;
  /** The same open question said again after an off-topic reply, worded unlike `anythingElse`. */
  anythingMoreAgain: string;
  /** What the visitor's own questions get, briefly, before the intake goes on. */
  visitorAnswers: Record<Exclude<VisitorQuestion, 'person' | 'language'>, string> & {
    person(window: string): string;
    /**
     * What it costs when the case is an injury at work with only the employer involved: a
     * workers' comp claim, where the state's rules govern the fee, not the panel's contingency
     * range (decision 0353).
     */
    costWorkersComp: string;
  };
  callbackWindow: string;
  /**
   * Said once per reply when a question of the visitor's is noted for the attorney: one our
   * content does not answer, or one on the legal merits (issue 23 rule 2; the English is the issue's).
   */
  attorneyNoted: string;
  /** "Did you write down my knee?" (decision 0159): what the record holds for it, said back. */
  checkHeld(facts: string): string;
  /** The same, after the correction the check carried ("…, not 14"). */
  checkUpdated(facts: string): string;
  /** The same, when the check told us something we did not have yet. */
  checkAdded(facts: string): string;
  /** A check whose words name no fact we can place: their words are kept all the same. */
  checkSaved: string;
  /** The visitor's own question about their body or symptoms: a doctor, never the attorney (decision 0121). */
  seeADoctor: string;
  /** A request to be called in a language, or through an interpreter, noted for the case manager (decision 0142). */
  callLanguageNoted: Record<CallLanguage, string>;
  /** Intents the visitor's own questions are recognised by. */
  visitorQuestionCues: Record<VisitorQuestion, RegExp>;
  refusals: { legalAdvice: string; injection: string; both: string };
  /** The 911 line (issue 27): first, above anything else, when someone is in danger now. */
  emergencyNotice: string;
  /** Thoughts of suicide or self-harm: the 911 line, then 988 (call or text). */
  selfHarmNotice: string;
  /** After the 911 line the intake waits for this answer. */
  safetyQuestion: string;
  selfHarmSafetyQuestion: string;
  /** Safe, or help has come: the intake goes on. */
  safetyThanks: string;
  /** "safe" because help has come or is coming: thanks that speak of the help. */
  safetyThanksHelp: string;
  /** After help is on its way: their answers keep, the chat waits, nothing is asked of them now. */
  safetyTakeYourTime: string;
  /** Word from someone help has reached ("we're at the ER now"): a kind line, our question kept. */
  safetyBeingSeen: string;
  /** Not safe yet: the 911 line again, and the intake still waits. */
  safetyStillInDanger: string;
  /**
   * The alarmed danger told again as still going on ("he's still not awake"): one line that keeps
   * them calling 911, not the whole notice and question again (decision 0281).
   */
  safetyStillGoing: string;
  /**
   * After the 911 line, the visitor is at home or not going in ("we're back at the house"): being
   * home is not care; kindly, keep urging it, and never say help is coming (decision 0296).
   */
  safetyHomeNotCare: string;
  /** Self-harm clearly denied after its notice ("I'm not suicidal, I meant the pain"): decision 0282. */
  selfHarmDeniedThanks: string;
  /**
   * The answer to "are you safe?" says it was weeks or more back ("this was last month"): it was
   * in the past, never a word of help on the way (decision 0321).
   */
  safetyWasPast: string;
  /** The safety question was not answered: a short reminder, then the intake goes on. */
  safetyReminder: string;
  /** An emergency that is over gets a gentle note, never the alarm. */
  pastEmergencyCared: string;
  pastEmergency: string;
  pastSelfHarm: string;
  /** "Call me" while someone is in danger: no callback promise, no business hours. */
  emergencyCallback: string;
  legalAdviceCues: RegExp;
  injectionCues: RegExp;
  extractionCues: RegExp;
  commands: {
    summarize: RegExp;
    listUnknowns: RegExp;
    updateDamages: RegExp;
    changeContact: RegExp;
    pause: RegExp;
    startOver: RegExp;
  };
  summaryTitle: string;
  summaryEmpty: string;
  unknownsTitle: string;
  unknownsNone: string;
  askDamagesUpdate: string;
  damagesUpdated: string;
  damagesNotFound: string;
  askContactChange: string;
  contactUpdated(changed: string[]): string;
  contactNotFound: string;
  contactFieldNames: { name: string; phone: string; email: string };
  paused(link: string): string;
  /** The visitor must leave now (decision 0161): kind, their answers kept, the link to come back; no question. */
  leavingNow(link: string): string;
  startedOver: string;
  limitPartOne: string;
  limitPartTwo: string;
  earlyFinishPartOne: string;
  /** The read-back before part one ends, ending with "is that right?" in the chat's language. */
  readBack: (facts: string) => string;
  /** A "no" to the read-back that named nothing to fix: asked once what is wrong. */
  readBackWhatIsWrong: string;
  /** "I already told you", and it was found in an earlier message: said back. */
  foundEarlier: (said: string) => string;
  /** A question asked twice and still not answered: left for a person, said kindly. */
  leftOpen: string;
  /** "I already told you", and nothing earlier answers the question: said, before asking again. */
  notFoundEarlier: string;
  /** After "I already told you" with words we could not place: kept, and left for the case manager. */
  keptInOwnWords: string;
  /** A correction taken, said back in a few words: "Thanks — Los Angeles, California." */
  correctionTaken: (said: string) => string;
  /** A detail of how it happened corrected, which no fact holds (decision 0332). */
  correctionNoted: string;
  /** The extension ends before 15 because nothing worth asking is left: said honestly. */
  earlyFinishPartTwo: string;
  finishedOnRequest: string;
  secondExtensionRefused: string;
  complete: string;
  agentFallback: string;
  factLabels: Record<string, string>;
  yesWord: string;
  noWord: string;
  unknownWord: string;
  /** What the agent says first when a message brought files that reached the case (issue 28). */
  uploadsReceived: Record<'photo' | 'photos' | 'file' | 'files', string>;
}
