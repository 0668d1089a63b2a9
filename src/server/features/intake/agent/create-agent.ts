import type { AppConfig } from '../../../config';
import type { Logger } from '../../../logger';

import type { IntakeAgent } from './agent';
import { createGuidedAgent } from './guided-agent';
import { createLlmAgent } from './llm-agent';

/** The guided agent unless an LLM is configured; the LLM agent falls back to it per turn. */
export function createIntakeAgent(config: AppConfig, log: Logger): IntakeAgent {
  return config.llm ? createLlmAgent(config.llm, log) : createGuidedAgent();
}
