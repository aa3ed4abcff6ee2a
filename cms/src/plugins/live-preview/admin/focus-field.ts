// Focusing a field of the edit view from its path (click to edit in the live preview). The
// content manager names each input by its path (name="blocks.2.cards.0.title"), but an input
// inside a dynamic-zone item or a repeatable component is only in the page while that item's
// accordion is open. So each list on the way (field-path.ts) is found by its label ("Blocks (5)",
// "Cards (3)"), its item's accordion opened if it is closed, and then the input is scrolled to the
// middle of the form and focused. Fields without a named input (a picture, rich text) get the
// focus on their first control, found by their label.
import type { FieldRoute } from './field-path';

const TRIGGER = 'button[aria-controls][aria-expanded]:not([aria-haspopup])';
const STEP_WAIT_MS = 1500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(find: () => T | null | undefined, ms = STEP_WAIT_MS): Promise<T | null> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > end) return null;
    await sleep(30);
  }
}

const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The innermost element in `scope` whose text is the label, with the list's count when given ("Cards (3)"). */
function labelElement(scope: ParentNode, label: string, count?: number): Element | null {
  const wanted = count === undefined ? [label] : [`${label} (${count})`, `${label}(${count})`];
  let best: Element | null = null;
  for (const el of Array.from(scope.querySelectorAll('label, span, div, p'))) {
    const t = text(el).replace(/\s*\*$/, '');
    if (wanted.includes(t) || (count === undefined && t.startsWith(`${label} `) && el.tagName === 'LABEL')) {
      // Later matches inside an earlier one are deeper: keep the innermost.
      if (!best || best.contains(el)) best = el;
    }
  }
  return best;
}

const regionOf = (el: Element | null) => el?.parentElement?.closest('[role="region"]') ?? null;

/** The accordion triggers of the list labelled `label` in `scope`, in order (not those of lists nested in its items). */
function listTriggers(scope: Element, label: string, count: number): HTMLButtonElement[] {
  let container = labelElement(scope, label, count);
  while (container && container !== scope && !container.querySelector(TRIGGER)) container = container.parentElement;
  if (!container) return [];
  const own = container.querySelector(TRIGGER) ? regionOf(container.querySelector(TRIGGER)) : null;
  return Array.from(container.querySelectorAll<HTMLButtonElement>(TRIGGER)).filter((t) => regionOf(t) === own);
}

function reveal(el: HTMLElement) {
  el.scrollIntoView({ block: 'center' });
  el.focus({ preventScroll: true });
}

/** Opens the lists on the way to the field and focuses it; false when it cannot be found. */
export async function focusField(path: string, route: FieldRoute, root: Element = document.body): Promise<boolean> {
  let scope: Element = root;
  for (const step of route.lists) {
    const triggers = listTriggers(scope, step.label, step.count);
    const trigger = triggers[step.index];
    if (!trigger) return false;
    if (trigger.getAttribute('aria-expanded') !== 'true') {
      trigger.click();
      if (!(await until(() => trigger.getAttribute('aria-expanded') === 'true'))) return false;
    }
    const region = await until(() => document.getElementById(trigger.getAttribute('aria-controls') ?? ''));
    if (!region) return false;
    scope = region;
  }
  const input = await until(() => document.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`), 800);
  if (input) {
    reveal(input);
    return true;
  }
  // No input by that name (media, rich text): the first control under the field's label.
  const label = labelElement(scope, route.label);
  let field: Element | null = label;
  while (field && field !== scope && !field.querySelector('input, textarea, button, [contenteditable="true"], [tabindex="0"]')) field = field.parentElement;
  const control = field?.querySelector<HTMLElement>('input, textarea, [contenteditable="true"], button, [tabindex="0"]');
  if (!control) return false;
  reveal(control);
  return true;
}
