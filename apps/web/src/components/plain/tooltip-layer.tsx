import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The attribute that gives an element a tooltip (elements write it as `data-tip` in JSX);
 * `data-tip-placement="bottom"` puts it below.
 */
const TIP_ATTRIBUTE = 'data-tip';

type Tip = { text: string; placement: 'right' | 'bottom'; x: number; y: number };

// MUI's Tooltip: shown 100 ms after the pointer or keyboard focus arrives, 14 px from the element.
const ENTER_DELAY_MS = 100;
const GAP_PX = 14;

function tipFor(element: Element): Tip | null {
  const text = element.getAttribute(TIP_ATTRIBUTE);
  if (!text) return null;
  const rect = element.getBoundingClientRect();
  return element.getAttribute('data-tip-placement') === 'bottom'
    ? { text, placement: 'bottom', x: rect.left + rect.width / 2, y: rect.bottom + GAP_PX }
    : { text, placement: 'right', x: rect.right + GAP_PX, y: rect.top + rect.height / 2 };
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Tooltips for the plain shell (MUI's look, without MUI: decision 036): one element, shown beside
 * whatever carries `data-tip` while it is hovered or focused from the keyboard, fixed to the
 * viewport so a scrolling sidebar does not clip it. Decoration only: what a tooltip says is also
 * the element's accessible name (or is visible beside it).
 */
export function TooltipLayer() {
  const [tip, setTip] = useState<Tip | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  // A popover is in the top layer, so the tip also shows over the sidebar's modal dialog.
  useLayoutEffect(() => {
    if (tip) ref.current?.showPopover?.();
  }, [tip]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current: Element | null = null;
    const hide = () => {
      clearTimeout(timer);
      current = null;
      setTip(null);
    };
    const showFor = (target: EventTarget | null, needsFocusVisible: boolean) => {
      const element = target instanceof Element ? target.closest(`[${TIP_ATTRIBUTE}]`) : null;
      if (element === current) return;
      hide();
      if (!element || (needsFocusVisible && !isFocusVisible(element))) return;
      current = element;
      timer = setTimeout(() => {
        if (current === element && element.isConnected) setTip(tipFor(element));
      }, ENTER_DELAY_MS);
    };
    const onPointerOver = (event: PointerEvent) => showFor(event.target, false);
    const onFocusIn = (event: FocusEvent) => showFor(event.target, true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', hide);
    document.addEventListener('pointerdown', hide);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', hide, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', hide);
      document.removeEventListener('pointerdown', hide);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', hide, true);
    };
  }, []);

  if (!tip) return null;
  return (
    <div
      key={`${tip.x} ${tip.y} ${tip.text}`}
      ref={ref}
      popover="manual"
      className={`w-tip-anchor w-tip-${tip.placement}`}
      style={{ left: tip.x, top: tip.y }}
      aria-hidden="true"
    >
      <div className="w-tip">{tip.text}</div>
    </div>
  );
}
