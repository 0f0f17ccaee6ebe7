// "Copy to…" on a day of the week: a small chooser of the other days (with Weekdays and All as shortcuts) that puts
// this day's hours on the chosen ones in one go. It changes the form only: the manager still saves the week.
import {
  useCallback,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from "react";
import { DAY_CODES, type DayCode } from "../../../shared/rules/day-codes";
import { capitalize } from "../../../shared/rules/calendar-names";
import { dayNames } from "../../../shared/rules/hours";
import type { Lang } from "../../../shared/config/languages";
import { useDismiss } from "../../components/ui/use-dismiss";
import { useAdminT } from "../../i18n/admin-language";
import { copyShortcut } from "./week-values";

interface CopyDayOptions {
  from: DayCode;
  lang: Lang;
  onCopy: (to: DayCode[]) => void;
  /** The day's row: the button sits in its foot, the chooser on a line of its own below; a press outside it closes. */
  within: RefObject<HTMLElement | null>;
}

/** The day's "Copy to…" button and, while open, its chooser: two pieces the row places where its layout wants them. */
export function useCopyDay({ from, lang, onCopy, within }: CopyDayOptions): {
  button: ReactNode;
  chooser: ReactNode;
} {
  const t = useAdminT();
  const names = dayNames(lang);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<DayCode[]>([]);
  const [missing, setMissing] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, within, button);

  function toggle() {
    setChosen([]);
    setMissing(false);
    setOpen((was) => !was);
    // Opened: the keyboard goes on at the first day to tick.
    requestAnimationFrame(() =>
      document
        .getElementById(`${id}-days`)
        ?.querySelector<HTMLElement>("input")
        ?.focus(),
    );
  }

  function choose(day: DayCode, on: boolean) {
    setMissing(false);
    setChosen((old) => (on ? [...old, day] : old.filter((one) => one !== day)));
  }

  function apply() {
    if (!chosen.length) {
      setMissing(true);
      return;
    }
    onCopy(DAY_CODES.filter((day) => chosen.includes(day)));
    setOpen(false);
    button.current?.focus();
  }

  return {
    button: (
      <button
        ref={button}
        type="button"
        className="admin-btn admin-btn--quiet hours-copy__button"
        aria-expanded={open}
        aria-controls={`${id}-chooser`}
        onClick={toggle}
      >
        {t("hours.copy.button")}
        <span className="visually-hidden">
          {" "}
          {t("hours.copy.from", { day: names[from] })}
        </span>
      </button>
    ),
    chooser: open ? (
      <fieldset
        id={`${id}-chooser`}
        className="hours-copy__chooser"
        aria-describedby={missing ? `${id}-missing` : undefined}
      >
        <legend className="hours-copy__legend">
          {t("hours.copy.legend", { day: names[from] })}
        </legend>
        <div className="hours-copy__shortcuts">
          <button
            type="button"
            className="admin-btn hours-copy__shortcut"
            onClick={() => (
              setMissing(false),
              setChosen(copyShortcut(from, "weekdays"))
            )}
          >
            {t("hours.copy.weekdays")}
          </button>
          <button
            type="button"
            className="admin-btn hours-copy__shortcut"
            onClick={() => (
              setMissing(false),
              setChosen(copyShortcut(from, "all"))
            )}
          >
            {t("hours.copy.all")}
          </button>
        </div>
        <ul id={`${id}-days`} className="hours-copy__days">
          {DAY_CODES.filter((day) => day !== from).map((day) => (
            <li key={day}>
              <label className="hours-copy__day">
                <input
                  type="checkbox"
                  checked={chosen.includes(day)}
                  onChange={(event) => choose(day, event.target.checked)}
                />
                {capitalize(names[day])}
              </label>
            </li>
          ))}
        </ul>
        {missing ? (
          <p id={`${id}-missing`} className="admin-field__error" role="alert">
            {t("hours.copy.none")}
          </p>
        ) : null}
        <div className="hours-copy__actions">
          <button
            type="button"
            className="admin-btn admin-btn--primary"
            onClick={apply}
          >
            {t("hours.copy.apply")}
          </button>
          <button
            type="button"
            className="admin-btn admin-btn--quiet"
            onClick={() => {
              setOpen(false);
              button.current?.focus();
            }}
          >
            {t("hours.copy.cancel")}
          </button>
        </div>
      </fieldset>
    ) : null,
  };
}
