import type { CaseRecord, TurnAwayFact } from '../../contracts/case-record';

/**
 * What the report feature offers the intake (decision 0091): which facts of a record its
 * conclusions would turn the visitor away on, were the visitor to confirm them, so the intake
 * asks "just to be sure" about those. app.ts builds it from the reports feature; features
 * never import each other.
 */
export type TurnAwayJudge = (record: CaseRecord, today: Date) => readonly TurnAwayFact[];

declare module 'fastify' {
  interface FastifyInstance {
    judgeTurnAway: TurnAwayJudge;
  }
}
