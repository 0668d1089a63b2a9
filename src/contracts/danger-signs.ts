import { z } from 'zod';

/**
 * The families of danger the intake watches for in every visitor message (issue 27): when one
 * is happening now, the reply opens with the 911 line (988 too for self-harm) and the case is
 * flagged for the console with the families found.
 */
export const dangerSignFamilies = [
  'head_injury',
  'stroke',
  'chest',
  'breathing',
  'bleeding',
  'seizure',
  'allergy',
  'hard_to_wake',
  'self_harm',
  'unconscious',
  'infection',
] as const;
export type DangerSignFamily = (typeof dangerSignFamilies)[number];
export const dangerSignFamilySchema = z.enum(dangerSignFamilies);

/** What a case manager reads in the console. */
export const dangerSignFamilyLabels: Record<DangerSignFamily, string> = {
  head_injury: 'Head injury with warning signs',
  stroke: 'Stroke signs',
  chest: 'Chest pain or pressure',
  breathing: 'Trouble breathing',
  bleeding: 'Heavy bleeding',
  seizure: 'Seizure',
  allergy: 'Severe allergic reaction',
  hard_to_wake: 'Hard to wake or keep awake',
  self_harm: 'Thoughts of suicide or self-harm',
  unconscious: 'Unconscious or not responding',
  infection: 'Spreading infection with fever',
};

/** cases.emergency_signs as stored (a JSON array of families); anything else reads as none. */
export function parseEmergencySigns(stored: string | null): DangerSignFamily[] {
  if (!stored) return [];
  try {
    const parsed = z.array(dangerSignFamilySchema).safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The audit action the intake writes when the visitor's denial withdraws an emergency flag
 * (decisions 0134, 0282); the console's case timeline shows it, so a cleared alarm stays visible.
 */
export const emergencyWithdrawnAction = 'case.emergency_withdrawn';
