import { parseScriptArguments } from '../scripts/script-arguments';

/**
 * `npm run bench:questions` (issue 23, decision 0107): the labelled sentences of
 * visitor-questions.corpus.json through the detector and the look-up over our content.
 * Prints detection accuracy (question or not, and what is left to read), and the look-up's
 * right and wrong answers, the requests to stop, for a person or to delete (decision 0111),
 * with `--show` for every sentence it got wrong. Figures per class for the second round's sentences.
 */
const { values: options } = parseScriptArguments(
  'bench:questions',
  'Usage: npm run bench:questions [-- --show]   (--show lists the sentences judged wrong)',
  { options: { show: { type: 'boolean', default: false } } },
);
// The corpus, the detector and the look-up are loaded once the arguments are known to be right
// (decision 0133).
const { default: corpus } = await import(
  '../src/server/features/intake/questions/visitor-questions.corpus.json',
  { with: { type: 'json' } }
);
const { SITE_ANSWER_THRESHOLDS, searchSite } =
  await import('../src/server/features/intake/questions/answer-from-site');
const { findVisitorQuestions } =
  await import('../src/server/features/intake/questions/find-visitor-questions');
const { checkMessage } = await import('../src/server/features/intake/guardrails');
const { isHealthQuestion } = await import('../src/server/features/intake/questions/health-question');

let detected = 0;
const detectionMisses: string[] = [];
const byClass = new Map<string, { right: number; total: number }>();
for (const entry of corpus.detection) {
  const reading = findVisitorQuestions(entry.text);
  const isRight =
    reading.questions.length > 0 === entry.isQuestion &&
    (!('answer' in entry) || reading.answer === entry.answer);
  if (isRight) detected += 1;
  else detectionMisses.push(`${entry.text} → ${JSON.stringify(reading)}`);
  const kind = ('class' in entry ? entry.class : undefined) ?? 'first round';
  const figures = byClass.get(kind) ?? { right: 0, total: 0 };
  byClass.set(kind, { right: figures.right + (isRight ? 1 : 0), total: figures.total + 1 });
}

let heldOutRight = 0;
for (const entry of corpus.heldOut) {
  const isRight = findVisitorQuestions(entry.text).questions.length > 0 === entry.isQuestion;
  if (isRight) heldOutRight += 1;
  else detectionMisses.push(`held out: ${entry.text}`);
}

const requestKinds = ['deletion', 'done', 'person'] as const;
let requestsRight = 0;
const requestMisses: string[] = [];
for (const entry of corpus.requests) {
  const check = checkMessage(entry.text, entry.language === 'es' ? 'es' : 'en');
  const found = requestKinds.find((kind) => check.visitorQuestions.includes(kind)) ?? null;
  if (found === entry.request) requestsRight += 1;
  else requestMisses.push(`request ${entry.request ?? 'none'} read as ${found ?? 'none'}: ${entry.text}`);
}

const tally = { answeredRight: 0, answeredWrong: 0, missed: 0, declinedRight: 0, answeredUnanswerable: 0 };
const retrievalMisses: string[] = [];
for (const entry of corpus.retrieval) {
  const match = searchSite(entry.text);
  const said = match?.isConfident ? match.passage : null;
  const figures = match
    ? `${match.passage.id} score ${match.score.toFixed(1)} coverage ${match.coverage.toFixed(2)}`
    : 'none';
  if (entry.expected === null) {
    if (said === null) tally.declinedRight += 1;
    else {
      tally.answeredUnanswerable += 1;
      retrievalMisses.push(`answered what our content does not: ${entry.text} → ${figures}`);
    }
  } else if (said === null) {
    tally.missed += 1;
    retrievalMisses.push(`did not answer: ${entry.text} → ${figures}`);
  } else if (entry.expected.some((words) => said.answer.includes(words))) tally.answeredRight += 1;
  else {
    tally.answeredWrong += 1;
    retrievalMisses.push(`wrong passage: ${entry.text} → ${figures}`);
  }
}

// A question about the body or care gets the doctor line, not the attorney line (decision 0141).
let healthRight = 0;
const healthMisses: string[] = [];
for (const entry of corpus.health) {
  const language = entry.language === 'es' ? 'es' : 'en';
  const pending = 'pending' in entry ? entry.pending : null;
  const asked = checkMessage(entry.text, language).openQuestions;
  const isHealth = asked.some(
    (question) =>
      question.kind === 'open' && isHealthQuestion(question.text, language, { message: entry.text, pending }),
  );
  if (isHealth === entry.isHealth) healthRight += 1;
  else healthMisses.push(`health ${entry.isHealth ? 'missed' : 'wrongly'}: ${entry.text}`);
}

// Retorts ask nothing of us; a question about our own question is clarifying (decision 0141).
let retortsRight = 0;
const retortMisses: string[] = [];
for (const entry of corpus.retorts) {
  const asked = checkMessage(entry.text, entry.language === 'es' ? 'es' : 'en');
  const questions = [...asked.openQuestions.map((question) => question.kind), ...asked.visitorQuestions];
  const isClarifying = questions.length > 0 && questions.every((kind) => kind === 'clarifying');
  const isRight =
    questions.length > 0 === entry.isQuestion &&
    (!('clarifying' in entry) || entry.clarifying === undefined || entry.clarifying === isClarifying);
  if (isRight) retortsRight += 1;
  else retortMisses.push(`retort or clarifying: ${entry.text} → ${JSON.stringify(questions)}`);
}

const answerable = corpus.retrieval.filter((entry) => entry.expected !== null).length;
console.info(`detection: ${detected}/${corpus.detection.length} right`);
for (const [kind, figures] of byClass) console.info(`  ${kind}: ${figures.right}/${figures.total}`);
console.info(`held out (written after the rules, untuned): ${heldOutRight}/${corpus.heldOut.length} right`);
console.info(`requests (stop, person, deletion, none): ${requestsRight}/${corpus.requests.length} right`);
console.info(
  `look-up (thresholds ${JSON.stringify(SITE_ANSWER_THRESHOLDS)}): answerable ${answerable}: ` +
    `${tally.answeredRight} right, ${tally.answeredWrong} wrong passage, ${tally.missed} not answered; ` +
    `unanswerable ${corpus.retrieval.length - answerable}: ${tally.declinedRight} declined, ${tally.answeredUnanswerable} answered`,
);
console.info(
  `health questions (doctor line, not the attorney's): ${healthRight}/${corpus.health.length} right`,
);
console.info(
  `retorts and clarifying questions (not noted; ours said plainer): ${retortsRight}/${corpus.retorts.length} right`,
);
if (options.show)
  for (const line of [
    ...detectionMisses,
    ...requestMisses,
    ...healthMisses,
    ...retortMisses,
    ...retrievalMisses,
  ])
    console.info(`  ${line}`);
