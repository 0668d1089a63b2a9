import { treatmentLevelLabels } from '../../../../contracts/case-record';
import { organization } from '../../../../contracts/organization';

import { answerWords } from './answer-words';
import type { LanguagePack } from './language-pack';
import { questionKindCues } from './visitor-question-kinds';
import { requestCues } from './visitor-requests';

const units: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  couple: 2,
  'a couple': 2,
  'a couple of': 2,
  few: 3,
  'a few': 3,
};

export const english: LanguagePack = {
  language: 'en',
  reading: {
    yes: answerWords.en.yesStart,
    no: answerWords.en.noStart,
    unknown: answerWords.en.unknown,
    answers: answerWords.en,
    negation:
      /\b(no|not|never|didn'?t|did not|don'?t|do not|dont|wasn'?t|was not|weren'?t|haven'?t|hasn'?t|hadn'?t|nobody|no one|none|nothing|neither|nor|without|couldn'?t|can'?t|won'?t|(?:i'?ve|we'?ve|they'?ve|have|has|had) yet)$|\b(no|not|never|nobody|none|nothing|without|n'?t|didn'?t|don'?t|doesn'?t|wasn'?t|weren'?t|haven'?t|hasn'?t|hadn'?t|isn'?t|aren'?t|can'?t|couldn'?t|won'?t|ain'?t|yet to)\b/,
    correction:
      /\b(actually|i meant|sorry,? i meant|correction|to correct|i was wrong|not .+,? (it was|it's)|(it was|it's) [^.]+?, not \w+|let me correct)\b/,
    numbers: {
      units,
      magnitudes: {
        hundred: 100,
        thousand: 1000,
        grand: 1000,
        k: 1000,
        m: 1_000_000,
        mm: 1_000_000,
        million: 1_000_000,
      },
      currency: ['dollars', 'dollar', 'bucks', 'usd'],
      hedges: [
        'about',
        'around',
        'roughly',
        'like',
        'maybe',
        'approximately',
        'approx',
        'almost',
        'nearly',
        'over',
        'under',
        'just over',
        'just under',
        'some',
        'close to',
        '~',
      ],
      nonMoneyUnits: [
        'weeks',
        'week',
        'days',
        'day',
        'months',
        'month',
        'years',
        'year',
        'yrs',
        'hours',
        'hour',
        'hrs',
        'minutes',
        'min',
        'times',
        'stitches',
        'stitch',
        'steps',
        'step',
        'places',
        'fingers',
        'toes',
        'shifts',
        'shift',
        'miles',
        'mph',
        'feet',
        'ft',
        'inches',
        'lbs',
        'pounds',
        'percent',
        'pm',
        'am',
        'w',
        'watts',
        'volts',
        'kids',
        'people',
        'visits',
        'sessions',
        'surgeries',
        'screws',
        'pins',
        'units',
        'pills',
        'mg',
        'degrees',
        'cars',
        'stories',
        'floors',
        'yards',
        'of them',
      ],
    },
    dates: {
      seasons: { spring: 'spring', summer: 'summer', fall: 'fall', autumn: 'fall', winter: 'winter' },
      lastWords: ['last', 'this past', 'past'],
      everydaySeasons: ['fall', 'spring'],
      seasonLeads: [
        'in',
        'the',
        'this',
        'that',
        'during',
        'early',
        'late',
        'mid',
        'since',
        'until',
        'through',
        'around',
      ],
      relativeToEvent: ['later', 'after that', 'afterwards', 'before that', 'earlier', 'prior'],
      shares: {
        before: [
          'pays',
          'paid',
          'pay',
          'paying',
          'covers',
          'covered',
          'cover',
          'covering',
          'owes',
          'owe',
          'split',
        ],
        after: ['of', 'share', 'split'],
      },
      holidays: {
        easter: 'easter',
        'easter sunday': 'easter',
        christmas: 'christmas',
        'christmas day': 'christmas',
        'christmas eve': 'christmas_eve',
        "new year's day": 'new_year',
        'new years day': 'new_year',
        "new year's eve": 'new_years_eve',
        'new years eve': 'new_years_eve',
        'fourth of july': 'independence_day',
        'july 4th': 'independence_day',
        'independence day': 'independence_day',
        thanksgiving: 'thanksgiving',
        'memorial day': 'memorial_day',
        'labor day': 'labor_day',
        halloween: 'halloween',
        "valentine's day": 'valentines',
        'valentines day': 'valentines',
        'holy week': 'holy_week',
      },
      weekAfter: ['week after', 'week following'],
      weekBefore: ['week before'],
      weekdays: { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 },
      yearIntro: ['in', 'back in', 'during', 'since', 'year'],
      yearsBack: {
        'last year': 1,
        'the year before': 1,
        'the year before last': 2,
        'the previous year': 1,
        'this year': 0,
        'this past year': 1,
        'two years ago': 2,
        '2 years ago': 2,
      },
      monthsBack: { 'this month': 0, 'this past month': 1, 'last month': 1, 'the previous month': 1 },
      yearJoiners: ['of', 'in', 'from'],
      ago: {
        leads: [],
        trails: ['back'],
        hedges: ['about', 'around', 'like', 'maybe', 'roughly', 'almost', 'nearly'],
        counts: units,
        units: {
          day: 'day',
          days: 'day',
          week: 'week',
          weeks: 'week',
          month: 'month',
          months: 'month',
          year: 'year',
          years: 'year',
        },
      },
      indefinite: ['a', 'one', 'some'],
    },
    // "a week and a half": the half is part of the unit, as a count before it (decision 0303).
    durationUnits: {
      'day and a half': 1.5,
      'week and a half': 10.5,
      'month and a half': 45,
      day: 1,
      days: 1,
      shift: 1,
      shifts: 1,
      week: 7,
      weeks: 7,
      wk: 7,
      wks: 7,
      month: 30,
      months: 30,
      year: 365,
      years: 365,
    },
    shortCues: /^(yes|yeah|yep|nope|no thanks|ok|okay|sure|thanks|thank you|idk|i'?m|my|the|it was)\b/,
  },
  saying: {
    greeting: (name) =>
      name
        ? `Hi ${name}, thank you for reaching out, and I'm sorry this happened.`
        : "Hi, thank you for reaching out, and I'm sorry this happened.",
    understood: (summary) => `From what you wrote, I understand ${summary}.`,
    intro: "I'll ask short questions, one at a time. If you don't know something, just say so.",
    chatReady: (name) =>
      `Thank you${name ? `, ${name}` : ''}. Your chat is ready, and I'll start with a few short questions.`,
    extensionOpening: 'Welcome back, and thank you for taking a few more minutes.',
    welcomeBack: (name) => `Welcome back${name ? `, ${name}` : ''}. Let's pick up where we left off.`,
    acknowledgements: {
      injury: [
        "I'm sorry you're hurting.",
        "That sounds painful. I'm sorry.",
        "I'm sorry you're dealing with that injury.",
      ],
      surgery: [
        'Surgery is a lot to go through.',
        "I'm sorry you needed surgery.",
        'That is a hard recovery.',
      ],
      burn: ["Burns like that are very painful. I'm sorry.", "I'm sorry, that must have been frightening."],
      hospital: ['A hospital stay is hard on anyone.', "I'm glad you got care quickly."],
      bills: [
        'Those bills add up fast.',
        'That is a lot to carry.',
        'Thank you, the bills matter for your estimate.',
      ],
      lostPay: ['Losing pay on top of an injury is hard.', 'Missing work makes all of this harder.'],
      represented: ['Thank you for telling me you already have a lawyer.'],
      worry: ["It's understandable to feel worried. We'll take this one step at a time."],
      offerPressure: ["There's no need to decide anything in this chat."],
      // Never what the papers mean (decision 0116): only that the attorney will want to read them.
      papersSigned: [
        'Thank you for telling me. The attorney will need to see what you signed, so please keep a copy.',
      ],
      caller: ['Thank you for doing this for them.'],
      neutral: ['Got it.', 'Thanks.', 'Okay.', 'Noted.', 'Understood.'],
    },
    unknownNoted: "That's okay, I'll note it as unknown.",
    rephraseLead: 'Let me put that another way.',
    saidYesLead: 'Earlier you said yes to this one; if you can check now, even a rough answer helps.',
    clarifyLead: "Sorry, I wasn't clear.",
    whyWeAsk:
      "I ask because the attorney needs the facts of what happened to understand your case and what it may be worth. If you'd rather not answer, just say so and we'll move on.",
    moveOn: "No problem, let's move on.",
    confirmCaseType: (first, second) =>
      `Just to be sure I understood: was this mainly ${first}, or ${second}?`,
    treatmentLevelNames: treatmentLevelLabels,
    caseTypeNames: {
      auto: 'a vehicle crash',
      slip_fall: 'a slip, trip or fall',
      workplace: 'an injury at work',
      medical_malpractice: 'a medical mistake',
      product_liability: 'a faulty product',
      dog_bite: 'a dog bite',
      other: 'another kind of injury',
    },
    askName: "First, what's your full name?",
    askPhone: "What's the best phone number to reach you?",
    askDatePrecision: (said) =>
      `You said it was ${said}. Do you remember the exact date? A receipt or a medical bill often shows it.`,
    askAmountRole: (amount) => `You mentioned ${amount}. What was that amount for?`,
    anythingElse: 'Is there anything else you would like us to know about your case?',
    anythingMore:
      'We already have the main facts. What else should the attorney know: how the injury affects your days, costs we have not talked about, or anyone else involved?',
    anythingMoreAgain:
      'When you are ready: how has the injury changed your days, and is there any cost or person we have not talked about?',
    visitorAnswers: {
      hasCase:
        "I can't tell you that, and nobody can promise an outcome. Your report looks at the injury and treatment, who was at fault, the money you've lost, the insurance involved and the deadlines in your state. An attorney reviews eligible cases.",
      needLawyer:
        "That choice is yours, and I can't advise you on it. The first talk with a participating attorney is free and costs nothing up front, and if your case qualifies we can introduce you to one, with no obligation.",
      cost: 'The review is free. Attorneys in our network work on contingency: no fee up front, usually 33% to 40% of the recovery if the case is won, set in the written agreement you sign.',
      costWorkersComp:
        "The review is free. For a workers' compensation claim, what an attorney may charge is usually set or limited by your state's rules, and it is explained before you sign anything.",
      howLong:
        'The chat takes about 15 minutes. Your report arrives within 30 minutes to an hour, and if your case is eligible a case manager calls within 24 to 48 hours.',
      nextSteps:
        "After these questions you'll leave your email and get your free case value report. If your case is eligible we match you with an attorney, and a case manager contacts you within 24 to 48 hours.",
      done: "Of course. We'll stop the questions here, and you can get your report on the next page.",
      immigration:
        "I can't give legal advice about immigration. What you tell us is used only for your case review and a possible referral to an attorney, and we never sell it. A participating attorney can talk with you privately about your situation.",
      privacy:
        'What you share is used only for your case review and a possible referral. We never sell it, and you can ask us to delete it.',
      deletion: `What you share is used only for your case review and a possible referral. We never sell it, and you can ask us to delete it: email ${organization.supportEmail} from the address you gave us, or call ${organization.supportPhone}, and tell us what you would like. We answer within 30 days.`,
      deadline:
        "Deadlines depend on the state, the kind of case and who is involved, and some are short. Your report will show an estimate, but only an attorney can confirm it, so it's worth finishing this soon.",
      person: (window) =>
        `I've asked a case manager to call you back. They call ${window}. I'll keep going with the questions in the meantime, so your report is ready.`,
    },
    checkHeld: (facts) => `Yes — I have: ${facts}.`,
    checkUpdated: (facts) => `Thanks — I've changed that. I now have: ${facts}.`,
    checkAdded: (facts) => `Thanks — I've added that: ${facts}.`,
    checkSaved: 'Yes — everything you write here is saved with your case, and the case manager reads it.',
    seeADoctor:
      "I can't give medical advice. For anything new, or getting worse, please see a doctor soon, and call 911 if it feels like an emergency.",
    callLanguageNoted: {
      spanish:
        "Of course. I've noted that you'd like a Spanish-speaking person when we call, and your case manager will see it. Let's keep going here for now.",
      english:
        "Of course. I've noted that you'd like to be called in English, and your case manager will see it. Let's keep going here for now.",
      interpreter:
        "Of course. I've noted that you'd like an interpreter when we call, and your case manager will see it. Let's keep going here for now.",
    },
    attorneyNoted:
      "I can't give legal advice, but the attorney can answer that. I've noted your question for them.",
    callbackWindow: `during business hours (${organization.supportHours}), usually the next business day`,
    visitorQuestionCues: {
      // Our own answers' questions are data (lexicons/visitor-question-kinds.json, decision 0277).
      ...questionKindCues.en,
      person: requestCues.en.person,
      done: requestCues.en.done,
      deletion: requestCues.en.deletion,
      language: requestCues.en.language,
    },
    refusals: {
      legalAdvice:
        "I can't give legal advice or answer a yes-or-no legal question like that; I'm not a lawyer, and a participating attorney can. I can keep gathering the facts for your report.",
      injection: 'I can only help with the facts of your own accident, so I will carry on with the intake.',
      both: "I can't act as a lawyer or change how I work, but I can keep gathering the facts of your accident for your report.",
    },
    emergencyNotice:
      'If you or someone with you is in danger now, call 911 (or your local emergency number) right away.',
    selfHarmNotice:
      'If you or someone with you is in danger now, call 911 (or your local emergency number) right away. If you are thinking about suicide or hurting yourself, call or text 988 (the Suicide & Crisis Lifeline), any time of day. You are not alone.',
    safetyQuestion:
      'Are you and the people with you safe right now, and is help on the way? Your intake can wait: tell me when you can.',
    selfHarmSafetyQuestion:
      'Are you safe right now? Is someone with you, or can you reach someone? Your intake can wait: tell me when you can.',
    safetyThanksHelp: "Thank you for telling me. I'm glad help is on the way.",
    safetyTakeYourTime:
      'Look after yourself first. Everything you told me is saved, and this chat will be here when you come back. Whenever you are ready:',
    safetyBeingSeen:
      "I'm glad you're being looked after. Take all the time you need: your answers are saved. When you're ready:",
    safetyThanks: "Thank you for telling me. I'm glad you're safe.",
    safetyStillInDanger:
      "Please call 911 now, or ask someone near you to call. I can't send help myself. I'll be right here when you're ready.",
    safetyStillGoing:
      "Please call 911 now if no one has yet, or call them back and tell them it is still happening. I can't send help myself. I'll be right here when you're ready.",
    safetyHomeNotCare:
      "Thank you for telling me. Being home is not the same as getting care: with what you described, please still call 911 now, or go to the nearest ER. I can't send help myself. I'll be right here when you're ready.",
    selfHarmDeniedThanks:
      'Thank you for explaining. If thoughts of hurting yourself ever do come, you can call or text 988, day or night.',
    safetyWasPast:
      'Thank you for making that clear: I understand it happened in the past, not now. If anything comes back or gets worse, call 911.',
    safetyReminder: 'If anyone is still in danger, call 911 first. We can go on whenever you are ready.',
    pastEmergencyCared: "I'm glad you got care. If anything gets worse, call 911.",
    pastEmergency: 'If any of that is happening again or getting worse, call 911 right away.',
    pastSelfHarm:
      'Thank you for telling me. If those thoughts ever come back, you can call or text 988, day or night.',
    emergencyCallback: 'A case manager will see this, but they cannot send help: please call 911 now.',
    legalAdviceCues:
      /\b(who (do|should|can|could) i (even )?(go after|sue)|is (it )?true (that )?i can'?t sue|should i (sue|settle|accept|take (the|their|it)|sign|file|give (a|them a|(them|him|her|the adjuster) (a |the )?recorded) statement|(give|do) (them|him|her|the adjuster) (one|it|that)|do (a|the) recorded statement|go to court|talk to (the|their) (insurance|adjuster)|get a lawyer)|can i sue|could i sue|am i (able|allowed) to sue|is (it|this|the offer|their offer|\$?[\d,]+) (fair|enough|a good (deal|offer))|am i entitled|will i win|what are my (chances|odds)|who is (liable|responsible legally)|is (he|she|it|the (store|driver|hotel|company)) liable|(yes|y) or (no|n)\b|tell me (yes|if i should)|(be|act as|you are) (my|a) (personal )?(lawyer|attorney)|give me (legal )?advice|my lawyer (is )?messing up|is my lawyer)\b/,
    injectionCues:
      /\b(ignore (all |any |your |the |my )?(previous |prior |above |earlier )?(instructions|rules|prompts?|questions?|that question)|system override|new instructions?|you are now|from now on you|developer mode|jailbreak|pretend (you are|to be)|(print|reveal|show|repeat|tell me) (me )?(your|the) (hidden |system )?(prompt|instructions|rules)|system prompt|stop asking (me )?questions|override|(forget|disregard|drop) (all |any |your |the |everything |of )*(previous |prior |earlier )?(instructions|rules|programming|guidelines|you (were|have been) told)|you'?re (now )?(my|our) (lawyer|attorney)|you are (now )?(my|our) (lawyer|attorney)|(act|acting|behave) (as|like) (my|our) (lawyer|attorney))\b/,
    extractionCues:
      /\b((other|another) (visitor|user|person|client|customer|caller)s?'?s? (data|case|cases|information|info|details|phone|email|name|messages|chat)|(list|show|give|tell) (me )?(all |the |every )?(cases|users|visitors|clients|phone numbers|emails|records)|(your|the) database|select \* from|drop table|admin (password|access|panel))\b/,
    commands: {
      summarize:
        /^(please\s+)?(summari[sz]e|summary|give me a summary|recap)(\s+(so far|my case|what you have|everything))?\b/,
      listUnknowns:
        /^(please\s+)?(list|show)(\s+(the|my))?\s+unknowns?\b|^what (do|don'?t) you (still )?(need|know)\b/,
      updateDamages: /^(please\s+)?update(\s+(my|the))?\s+damages?\b/,
      changeContact: /^(please\s+)?(change|update)(\s+(my|the))?\s+contact(\s+(info|information|details))?\b/,
      pause: /^(please\s+)?pause(\s+(the|this|my))?(\s+(chat|intake|conversation))?\s*[.!]?$/,
      startOver: /^(please\s+)?(start over|start again|restart)(\s+(the|my))?(\s+(chat|intake))?\b/,
    },
    summaryTitle: "Here's what I have so far:",
    summaryEmpty: "I haven't recorded any details yet.",
    unknownsTitle: "Here's what I still don't know:",
    unknownsNone: 'I have an answer for everything I would normally ask.',
    askDamagesUpdate:
      'Sure. What changed? For example new medical bills, more time off work, or a repair estimate.',
    damagesUpdated: "Thank you, I've updated your damages.",
    damagesNotFound:
      'I couldn\'t find an amount in that. You can try again any time with, for example, "update damages: my bills are now $9,000".',
    askContactChange: 'Sure. Please send your new phone number, email address or full name.',
    contactUpdated: (changed) => `Thank you, I've updated your ${changed.join(' and ')}.`,
    contactNotFound: "I couldn't find a phone number, email or name in that, so nothing was changed.",
    contactFieldNames: { name: 'name', phone: 'phone number', email: 'email address' },
    paused: (link) =>
      `Your intake is paused, and everything you told me is saved. To continue later, on this or another device, open this link. It works once and expires in 7 days:\n${link}`,
    leavingNow: (link) =>
      `Of course, go ahead, and take care. Your answers are saved. To pick up where we left off, on this or another device, open this link. It works once and expires in 7 days:\n${link}`,
    startedOver: "Okay, let's start over. I've cleared the answers you gave so far.",
    limitPartOne:
      'Thank you for your answers. We have hit our 15 question limit for this part. You can finish now and get your free case value report, or continue with up to 15 more questions.',
    limitPartTwo:
      'Thank you for taking the extra time. We have hit our question limit for this intake. Please add your email on the next page and we will send your case value report.',
    earlyFinishPartOne:
      'Thank you, I have everything I need for your report, so we have hit our question limit early. You can finish now, or continue if you want to add more.',
    readBack: (facts) => `Before we finish this part, here is what I have: ${facts}. Is that right?`,
    readBackWhatIsWrong: 'What did I get wrong? Tell me in your own words and I will fix it.',
    foundEarlier: (said) => `Sorry — I have it: ${said}.`,
    leftOpen: "No problem, let's leave that one for the case manager.",
    notFoundEarlier: "I'm sorry, I couldn't find that in what you wrote before.",
    keptInOwnWords:
      "I'm sorry, I couldn't fit that into my form, so I won't ask again: your words are saved, and the case manager will go over it with you.",
    correctionNoted: "Thanks for correcting that — I've noted it.",
    correctionTaken: (said) => `Thanks — ${said}.`,
    earlyFinishPartTwo:
      "Thank you, that's everything I wanted to ask: I have what I need for your report. Please add your email on the next page and we will send your case value report.",
    finishedOnRequest:
      'Thank you. We have hit our question limit for now at your request. Please add your email on the next page and we will send your case value report.',
    secondExtensionRefused:
      "I'm sorry, the intake can be extended only once, and that extension has been used, so we have hit our question limit. Please add your email on the next page and we will send your case value report.",
    complete:
      'Your intake is complete, thank you. Your case value report is on its way to the email address you gave us.',
    agentFallback: "Thank you, I've noted that.",
    factLabels: {},
    yesWord: 'yes',
    noWord: 'no',
    unknownWord: 'unknown',
    uploadsReceived: {
      photo: "Thanks — I've added the photo to your case.",
      photos: "Thanks — I've added the photos to your case.",
      file: "Thanks — I've added the file to your case.",
      files: "Thanks — I've added the files to your case.",
    },
  },
};
