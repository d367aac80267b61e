import { Send } from "~/components/ui/icons";
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { applyPath, texts } from "@core/content/careers";
import { useLocalize } from "~/lib/i18n";
import { useTexts } from "~/lib/texts";
import type { JobRef } from "@core/schemas/job";

const loadDialog = () => import("./application-dialog");
// The form, its schema and checks load when a visitor shows interest, not with the page.
const ApplicationDialog = lazy(loadDialog);

const noSubscription = () => () => {};

const ApplyContext = createContext<((job: JobRef) => void) | null>(null);

/** Time the dialog takes to close before the form, step, errors and job are reset (spec section 4). */
export const RESET_AFTER_MS = 300;

/**
 * Holds the application dialog of a careers page (spec section 4,
 * "Careers"): Apply on a card or on the detail view opens it for that job.
 * Closing resets step, errors, form and selected job after 300 ms.
 */
export function ApplyProvider({ children }: { children: ReactNode }) {
  const [job, setJob] = useState<JobRef | null>(null);
  const [session, setSession] = useState(0);
  const [opened, setOpened] = useState(0);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const current = useRef<JobRef | null>(null);

  const open = useCallback((next: JobRef) => {
    // Opened again before the reset: the same job keeps what was typed, another starts afresh.
    clearTimeout(resetTimer.current);
    if (current.current && current.current.id !== next.id) setSession((n) => n + 1);
    current.current = next;
    setJob(next);
    setOpened((n) => n + 1);
  }, []);
  const closed = useCallback(() => {
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      current.current = null;
      setJob(null);
      setSession((n) => n + 1);
    }, RESET_AFTER_MS);
  }, []);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  return (
    <ApplyContext value={open}>
      {children}
      {job && (
        <Suspense fallback={null}>
          <ApplicationDialog key={session} job={job} opened={opened} onClosed={closed} />
        </Suspense>
      )}
    </ApplyContext>
  );
}

/**
 * Apply for one job. Without JavaScript (or before the page is ready) a link
 * to the job's application page; then a button that opens the dialog.
 */
export function ApplyButton({ job, className = "" }: { job: JobRef; className?: string }) {
  const open = useContext(ApplyContext);
  const careers = useTexts(texts);
  const localize = useLocalize();
  // The server's HTML (and the first render in the browser) has the link.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const label = careers.apply;
  // Which job, for lists of links and buttons read out of context; it starts with what is shown.
  const name = `${label}: ${job.title}`;
  const content = (
    <>
      <Send className="size-4" aria-hidden="true" />
      {label}
    </>
  );
  const classes = `btn-primary min-h-12 ${className}`;
  if (!ready || !open)
    return (
      <a href={localize(applyPath(job.id))} aria-label={name} className={classes}>
        {content}
      </a>
    );
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={name}
      className={classes}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      onClick={() => open(job)}
    >
      {content}
    </button>
  );
}
