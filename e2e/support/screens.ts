/** One call per route: axe-core finds no violation, and the screen is saved at 600 px and 390 px. */
import type { Journey } from './browser';
import { expectNoAxeViolations } from './axe';

/** Checks the current screen with axe-core, then saves it at both widths under `label`. */
export async function checkScreen(journey: Journey, label: string): Promise<void> {
  await expectNoAxeViolations(journey.page, label);
  await journey.shotWidths(label);
}
