import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Checks on every screen a journey reaches: axe, tap target sizes, clipped text (also with reduced
// motion) and a visible focus. One line per offender, naming what to fix.

const TARGETS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  ...['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'menuitem'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/**
 * A smaller target keeps a circle this wide clear: 2.5.8's 24 px let dots 4 px apart pass, each
 * finger covering two.
 */
const COMFORTABLE_TARGET_PX = 44;
/** WCAG 2.2 2.5.8 (Target Size, Minimum). */
const MINIMUM_TARGET_PX = 24;

/** Clipped on purpose while they scroll; the reduced-motion pass still holds them to the rule. */
const INTENTIONAL_MARQUEES = '.top-bar__title--scrolling, .marquee[role="marquee"]';

interface Offender {
  readonly selector: string;
  readonly detail: string;
}

/**
 * A link in running text is exempt (2.5.8's inline exception); with a modal open only its targets
 * count.
 */
async function undersizedTargets(page: Page): Promise<Offender[]> {
  return page.evaluate(
    ({ selector, comfortable, minimum }) => {
      const scope: ParentNode = document.querySelector('dialog[open]:modal') ?? document;
      const describe = (el: Element): string => {
        const parts: string[] = [];
        let node: Element | null = el;
        while (node && node !== document.body && parts.length < 4) {
          if (node.id) {
            parts.unshift(`#${CSS.escape(node.id)}`);
            break;
          }
          const classes = Array.from(node.classList)
            .slice(0, 2)
            .map((name) => `.${CSS.escape(name)}`)
            .join('');
          parts.unshift(`${node.tagName.toLowerCase()}${classes}`);
          node = node.parentElement;
        }
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
      };
      const shown = (el: Element): boolean => {
        if (!el.checkVisibility({ visibilityProperty: true })) return false;
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      };
      const inRunningText = (el: Element): boolean => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        let block = el.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const all = (block?.textContent ?? '').replace(/\s+/g, '');
        return all.length > (el.textContent ?? '').replace(/\s+/g, '').length;
      };
      const measured = new Set<Element>();
      for (const el of Array.from(scope.querySelectorAll(selector))) {
        const label = el.closest('label');
        const isChoice = el.matches('input[type="checkbox"], input[type="radio"]');
        measured.add(isChoice && label ? label : el);
      }
      const targets = [...measured].filter((el) => shown(el) && !inRunningText(el));
      const boxes = targets.map((el) => el.getBoundingClientRect());
      const small = boxes.map(
        (box) => box.width < comfortable - 0.5 || box.height < comfortable - 0.5,
      );
      const radius = comfortable / 2;
      const centre = (box: DOMRect) => ({
        x: box.left + box.width / 2,
        y: box.top + box.height / 2,
      });
      const offenders: { selector: string; detail: string }[] = [];
      targets.forEach((el, i) => {
        if (!small[i]) return;
        const box = boxes[i] as DOMRect;
        const size = `${Math.round(box.width)} x ${Math.round(box.height)} px`;
        if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
          offenders.push({ selector: describe(el), detail: `${size}, below ${minimum} px` });
          return;
        }
        const c = centre(box);
        const crowding = targets.find((other, j) => {
          if (j === i || other.contains(el) || el.contains(other)) return false;
          const near = boxes[j] as DOMRect;
          const dx = Math.max(near.left - c.x, 0, c.x - near.right);
          const dy = Math.max(near.top - c.y, 0, c.y - near.bottom);
          if (Math.hypot(dx, dy) < radius) return true;
          if (!small[j]) return false;
          const o = centre(near);
          return Math.hypot(o.x - c.x, o.y - c.y) < 2 * radius;
        });
        if (crowding) {
          offenders.push({
            selector: describe(el),
            detail: `${size}, its ${comfortable} px circle meets ${describe(crowding)}`,
          });
        }
      });
      return offenders;
    },
    { selector: TARGETS, comfortable: COMFORTABLE_TARGET_PX, minimum: MINIMUM_TARGET_PX },
  );
}

/**
 * Form controls scroll their own value and are left out; with a modal open only the dialog is
 * looked at.
 */
async function clippedText(page: Page): Promise<Offender[]> {
  return page.evaluate((exempt) => {
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const moving = (marquee: Element | null) =>
      marquee !== null &&
      marquee.getAnimations({ subtree: true }).some((a) => a.playState === 'running');
    const offenders: { selector: string; detail: string }[] = [];
    const scope = document.querySelector('dialog[open]:modal') ?? document.body;
    for (const el of Array.from(scope.querySelectorAll('*'))) {
      if (el.matches('input, textarea, select') || moving(el.closest(exempt))) continue;
      const style = getComputedStyle(el);
      const hidesX = hides(style.overflowX);
      const hidesY = hides(style.overflowY);
      if (!hidesX && !hidesY) continue;
      if (!(el.textContent ?? '').trim() || !el.checkVisibility({ visibilityProperty: true })) {
        continue;
      }
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden, read by screen readers
      const overX = hidesX && el.scrollWidth > el.clientWidth + 1;
      const overY = hidesY && el.scrollHeight > el.clientHeight + 1;
      if (!overX && !overY) continue;
      const classes = Array.from(el.classList)
        .map((name) => `.${name}`)
        .join('');
      const text = (el.textContent ?? '').trim().slice(0, 40);
      offenders.push({
        selector: `${el.tagName.toLowerCase()}${classes} "${text}"`,
        detail: `text ${el.scrollWidth} x ${el.scrollHeight} px in a box of ${el.clientWidth} x ${el.clientHeight} px`,
      });
    }
    return offenders;
  }, INTENTIONAL_MARQUEES);
}

/** The marquees stand still, so their text must wrap (WCAG 2.3.3, 1.4.10). */
async function clippedTextWithoutMotion(page: Page): Promise<Offender[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    // The top bar measures its title again once the new styles are laid out.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    return await clippedText(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/** Axe is injected once per document. */
export async function axeViolations(page: Page): Promise<Offender[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axe.source);
  }
  return page.evaluate(async () => {
    interface Result {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[] }[];
      }[];
    }
    const run = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } })
      .axe.run;
    const { violations } = await run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        selector: v.nodes.map((node) => node.target.map(String).join(' ')).join(' | '),
        detail: `axe ${v.id} [${v.impact}]: ${v.help}`,
      }));
  });
}

/** Its own outline or ring, or its field wrapper's, compared with the same element blurred. */
async function firstFocusProblem(page: Page): Promise<string | undefined> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'Tab focused nothing';
    const look = () =>
      [el, el.parentElement, el.parentElement?.parentElement]
        .map((node) => {
          if (!node) return '';
          const style = getComputedStyle(node);
          return [
            style.outlineStyle,
            style.outlineWidth,
            style.outlineColor,
            style.boxShadow,
            style.borderColor,
          ].join('/');
        })
        .join('|');
    const focused = look();
    el.blur();
    const blurred = look();
    if (focused !== blurred) return undefined;
    const text = el.textContent?.trim().slice(0, 40) ?? '';
    return `no visible focus on <${el.tagName.toLowerCase()}> "${text}"`;
  });
}

export interface ScreenCheckOptions {
  /** Not with a dialog open: Tab stays inside. */
  readonly focus?: boolean;
}

export async function screenProblems(
  page: Page,
  screen: string,
  { focus = true }: ScreenCheckOptions = {},
): Promise<string[]> {
  const lines = [
    ...(await axeViolations(page)).map((o) => `${screen}: ${o.detail}: ${o.selector}`),
    ...(await undersizedTargets(page)).map(
      (o) => `${screen}: tap target ${o.selector}: ${o.detail}`,
    ),
    ...(await clippedText(page)).map((o) => `${screen}: clipped text ${o.selector}: ${o.detail}`),
    ...(await clippedTextWithoutMotion(page)).map(
      (o) => `${screen} (reduced motion): clipped text ${o.selector}: ${o.detail}`,
    ),
  ];
  const unfocused = focus ? await firstFocusProblem(page) : undefined;
  if (unfocused) lines.push(`${screen}: ${unfocused}`);
  return lines;
}

export async function expectScreenPasses(page: Page, screen: string): Promise<void> {
  expect(await screenProblems(page, screen)).toEqual([]);
}
