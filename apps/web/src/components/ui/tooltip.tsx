import {
  cloneElement,
  type FocusEvent,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

type Side = 'top' | 'right' | 'bottom' | 'left';

const DELAY_MS = 300;
const GAP = 6;
const EDGE = 8;

/** Where the hint goes: fixed to the viewport, so a scrolling or clipped sidebar cannot hide it. */
function placement(rect: DOMRect, side: Side) {
  const vw = window.innerWidth;
  const midX = rect.left + rect.width / 2;
  const midY = rect.top + rect.height / 2;
  switch (side) {
    case 'right':
      return { left: rect.right + GAP, top: midY, transform: 'translateY(-50%)' };
    case 'left':
      return { right: vw - rect.left + GAP, top: midY, transform: 'translateY(-50%)' };
    case 'top':
      return midX > vw - 160
        ? { right: Math.max(EDGE, vw - rect.right), bottom: window.innerHeight - rect.top + GAP }
        : {
            left: Math.max(EDGE, midX),
            bottom: window.innerHeight - rect.top + GAP,
            transform: 'translateX(-50%)',
          };
    default:
      // Near the right edge (the header avatar), align the hint's right edge with the trigger's.
      return midX > vw - 160
        ? { right: Math.max(EDGE, vw - rect.right), top: rect.bottom + GAP }
        : { left: Math.max(EDGE, midX), top: rect.bottom + GAP, transform: 'translateX(-50%)' };
  }
}

type TriggerProps = {
  'aria-describedby'?: string;
  onMouseEnter?: (e: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (e: MouseEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
};

/**
 * A hover/focus hint for a focusable trigger (a link or button), shown after a short delay and
 * hidden on leave, blur, Escape or scroll. Written here rather than with Radix Tooltip: the shells
 * show it on every signed-in page, and the positioning library behind Radix would cost each page
 * about 14 KB of JavaScript (design §7).
 */
export function Tooltip({
  content,
  children,
  side = 'bottom',
}: {
  content: ReactNode;
  children: ReactElement;
  side?: Side;
}) {
  const id = useId();
  const [rect, setRect] = useState<DOMRect | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setRect(null);
  }, []);
  const showFor = (el: HTMLElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setRect(el.getBoundingClientRect()), DELAY_MS);
  };

  useEffect(() => {
    if (!rect) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hide();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, true);
    };
  }, [rect, hide]);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!isValidElement<TriggerProps>(children)) return children;
  const own = children.props;
  const trigger = cloneElement(children, {
    'aria-describedby': rect ? id : own['aria-describedby'],
    onMouseEnter: (e) => {
      own.onMouseEnter?.(e);
      showFor(e.currentTarget);
    },
    onMouseLeave: (e) => {
      own.onMouseLeave?.(e);
      hide();
    },
    onFocus: (e) => {
      own.onFocus?.(e);
      showFor(e.currentTarget);
    },
    onBlur: (e) => {
      own.onBlur?.(e);
      hide();
    },
  });

  return (
    <>
      {trigger}
      {rect
        ? createPortal(
            <div
              id={id}
              role="tooltip"
              style={placement(rect, side)}
              className="pointer-events-none fixed z-50 max-w-xs rounded-md bg-gray-900 px-3 py-2 text-xs text-white shadow-lg animate-fade-in"
            >
              {content}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
