/** Queries of the rendered screen shared by the jsdom tests. */
import { screen } from '@testing-library/react';
import { startingWith } from '../patterns';

/** The input whose label starts with `label` (labels of required fields end with an asterisk). */
export function labelledInput(label: string): HTMLInputElement {
  return screen.getByLabelText(startingWith(label), { selector: 'input' });
}
