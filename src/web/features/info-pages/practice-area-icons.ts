import { Briefcase, Car, Footprints, Package, Stethoscope } from 'lucide-react';

import type { PracticeArea } from '../../content/practice-areas';

export const practiceAreaIcons: Record<PracticeArea['slug'], typeof Car> = {
  'auto-accidents': Car,
  'slip-fall': Footprints,
  'workplace-injuries': Briefcase,
  'medical-malpractice': Stethoscope,
  'product-liability': Package,
};
