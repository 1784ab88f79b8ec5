import type { Page } from 'playwright-core';

/**
 * Every product card on the page (`main article`) that does not hold its own content: an element or a
 * line of text reaching outside the card, or the card cut by the row that scrolls it. Content inside an
 * element that clips on purpose (a name clamped to two lines) counts as that element. Returns one line
 * per problem, naming the card and what sticks out by how many pixels.
 */
export async function cardLayoutProblems(page: Page): Promise<string[]> {
  // Home's rows off screen skip their layout (content-visibility: auto) and measure 0 px: lay every
  // row out as it is when the shopper scrolls to it. Through the CSSOM: the shop's
  // Content-Security-Policy refuses a <style> element (page.addStyleTag) as it would any inline style.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  return page.evaluate(() => {
    const SLACK = 0.5;
    const problems: string[] = [];
    const clips = (element: Element) => getComputedStyle(element).overflow !== 'visible';
    const outside = (inner: DOMRect, outer: DOMRect) =>
      Math.max(outer.left - inner.left, inner.right - outer.right, outer.top - inner.top, inner.bottom - outer.bottom);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;

    for (const card of document.querySelectorAll('main article')) {
      const box = card.getBoundingClientRect();
      const name = (card.querySelector('h3')?.textContent ?? '?').slice(0, 50);
      const report = (what: string, by: number) =>
        problems.push(`card "${name}" (${Math.round(box.width)} px wide): ${what} outside by ${by.toFixed(1)} px`);
      // Everything not hidden from view inside an element that clips on purpose, and not screen-reader text.
      const measured = (node: Node) => {
        for (let parent = node.parentElement; parent && parent !== card; parent = parent.parentElement) {
          if (parent.classList.contains('sr-only') || clips(parent)) return false;
        }
        return true;
      };
      for (const element of card.querySelectorAll('*')) {
        if (!measured(element) || element.classList.contains('sr-only')) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        const by = outside(rect, box);
        if (by > SLACK) report(describe(element), by);
      }
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim() || !measured(text)) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) {
          const by = outside(rect, box);
          if (by > SLACK) report(`text "${text.textContent.trim().slice(0, 40)}"`, by);
        }
      }
      // A row scrolls sideways, so it may hide cards left and right, never the top or bottom of one.
      for (let parent = card.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (!clips(parent)) continue;
        const frame = parent.getBoundingClientRect();
        const by = Math.max(frame.top - box.top, box.bottom - frame.bottom);
        if (by > SLACK) report('the card itself, cut by its row,', by);
        break;
      }
    }
    return problems;
  });
}

/** How far the page scrolls sideways (0 when it fits the screen). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Scrolls to the bottom step by step until the page stops growing, so lazy rows and next pages load.
 * After each step it waits until nothing on screen is still loading (`aria-busy`): a load state would
 * not do, as Playwright's 'networkidle' resolves at once once the page has reached it.
 */
export async function scrollThrough(page: Page): Promise<void> {
  let height = 0;
  for (let step = 0; step < 60; step += 1) {
    const { scrolled, total } = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return {
        scrolled: window.scrollY + window.innerHeight,
        total: document.documentElement.scrollHeight,
      };
    });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main [aria-busy="true"]')].every((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return bottom <= 0 || top >= window.innerHeight;
      }),
    );
    if (scrolled >= total - 2) {
      if (total === height) break;
      height = total;
      // A list asks for its next page a moment after the scroll that reached its end (the scroll handler
      // is throttled): give it that moment before deciding the end is the end.
      await page.waitForTimeout(600);
    }
  }
}
