/**
 * What the intake never does, whatever agent runs (DESIGN.md §3; compliance.md §5.4):
 * no legal advice or promise of outcome, the 911 notice first on an emergency, nothing
 * about its instructions or other visitors. Checked by the referee before any agent.
 */

export const EMERGENCY_NOTICE =
  'If you or someone with you needs urgent medical help, please call 911 now. For a mental health crisis, call or text 988. I am an intake assistant and cannot send help.';

export const LEGAL_ADVICE_REPLY =
  "I can't give legal advice or promise any outcome; I'm not a lawyer. What I can do is gather the facts for your free case value report, and a participating attorney can answer questions like that.";

export const EXTRACTION_REPLY =
  "I can't help with that. I can only collect the facts of your own accident, and I never share anyone's information.";

const emergency =
  /\b(can'?t breathe|cannot breathe|can'?t stop (the )?bleeding|bleeding (heavily|a lot|badly|everywhere)|(i'?m|i am|he'?s|she'?s|they'?re) (bleeding|unconscious|not breathing|having a (heart attack|stroke|seizure))|chest pains? (right )?now|(having|have) (a )?(heart attack|stroke|seizure)|(want|going) to (die|kill myself|end my life)|suicid\w*|overdos(e|ed|ing)|call(ing)? (an )?ambulance|(this is an|it'?s an|having an|i have an) emergency|emergency right now)\b/i;

const legalAdvice =
  /\b(should i (sue|settle|accept|take the|sign|file|talk to the|give a statement|go to court)|do i have a (good |strong )?(case|claim)|is my case (worth|good|strong)|how much (will|would|could|can|am) i (get|win|receive|entitled)|will i (win|get money)|what are my (chances|odds)|can i sue|am i entitled|what'?s my case worth|is it worth suing|what is the statute of limitations|what'?s the deadline to (file|sue)|give me legal advice|(guarantee|promise) (me )?(that )?(i|we)'?(ll| will)|is (he|she|it|the store|the driver) liable|who is liable)\b/i;

const extractionAttempt =
  /\b(ignore (all |any |your |the )?(previous |prior |above )?(instructions|rules|prompts?)|system prompt|your (instructions|prompt|rules|programming|guidelines|configuration)|(reveal|print|repeat|show me) (your|the) (prompt|instructions|rules)|developer mode|jailbreak|pretend (you are|to be)|(other|another) (visitor|user|person|client|customer|caller)s?'?s? (data|case|cases|information|info|details|phone|email|name|messages|chat)|(list|show|give|tell) (me )?(all |the |every )?(cases|users|visitors|clients|phone numbers|emails|records)|(your|the) database|select \* from|drop table|admin (password|access|panel))\b/i;

export function isEmergency(text: string): boolean {
  return emergency.test(text);
}

export function asksForLegalAdvice(text: string): boolean {
  return legalAdvice.test(text);
}

export function triesToExtract(text: string): boolean {
  return extractionAttempt.test(text);
}
