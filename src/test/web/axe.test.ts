// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { structuralViolations } from './axe';

it('reports what it is there to find on a jsdom tree', async () => {
  document.body.innerHTML =
    '<main><div role="dialog"><button></button><a href="/x"></a><img src="x.png"></div></main>';
  const rules = (await structuralViolations(document.body)).map((line) => line.split(':')[0]);
  expect(rules).toEqual(expect.arrayContaining(['button-name', 'link-name', 'image-alt']));
});
