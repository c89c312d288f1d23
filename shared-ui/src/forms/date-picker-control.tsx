import {
  createContext,
  useContext,
  useRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import DatePicker, { registerLocale } from 'react-datepicker';
import { enGB } from 'date-fns/locale/en-GB';
import { hu } from 'date-fns/locale/hu';
import styled from 'styled-components';
import { TIME_STEP_MINUTES } from '@hfl/contracts';
import { PICKER_FORMATS, type DateFieldMode } from './date-values';
import { visuallyHidden } from '../visually-hidden';

// The calendar's month and day names in the page's language, weeks starting on Monday in both.
// Not 'en': the library reads that name as date-fns' built-in American English.
registerLocale('en-GB', enGB);
registerLocale('hu', hu);

/** The calendar's texts, translated by the field (common:dateField). */
export interface DatePickerLabels {
  /** The calendar dialog's name. */
  dialog: string;
  previousMonth: string;
  nextMonth: string;
  chooseDay: string;
  notAvailable: string;
  month: string;
  week: string;
  time: string;
}

const DialogLabel = createContext('');

/** The library's calendar dialog, named in the page's language. */
function CalendarDialog({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div className={className} role="dialog" aria-modal="true" aria-label={useContext(DialogLabel)} translate="no">
      {children}
    </div>
  );
}

export interface DatePickerControlProps {
  mode: DateFieldMode;
  /** The input's own attributes (id, name, placeholder, aria-*), the same as the field's plain fallback. */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string; name: string };
  text: string;
  selected: Date | null;
  minDate?: Date;
  maxDate?: Date;
  language: string;
  labels: DatePickerLabels;
  /** Typing: the input's whole text. */
  onType: (text: string) => void;
  /** A day (and time) chosen in the calendar. */
  onPick: (date: Date | null) => void;
  onBlur: () => void;
  /** Takes the focus on mount (from the plain input it replaces). */
  autoFocus?: boolean;
}

/**
 * react-datepicker, styled from the theme (the library's own stylesheet is not loaded): the input shows the field's
 * text, the calendar opens on focus or click, ArrowDown moves into it, arrows walk the days, Enter picks, Escape
 * closes. Loaded on demand by DateTimeField, so only pages with a date download it.
 */
export default function DatePickerControl(props: DatePickerControlProps) {
  const { mode, input, text, selected, minDate, maxDate, language, labels, onType, onPick, onBlur, autoFocus } = props;
  const withTime = mode === 'dateTime';
  const picker = useRef<DatePicker>(null);
  // Escape closes the calendar and leaves the focus in the field. The library's own Escape refocuses the input and
  // then blurs it a frame later (from a day, it drops the focus on the page), so the next key went nowhere.
  const closeOnEscape = (event: KeyboardEvent) => {
    const calendar = picker.current;
    if (event.key !== 'Escape' || !calendar?.isCalendarOpen()) return;
    event.preventDefault();
    event.stopPropagation();
    calendar.sendFocusBackToInput();
    calendar.setOpen(false, true);
  };
  return (
    <PickerStyles onKeyDownCapture={closeOnEscape}>
      <DialogLabel.Provider value={labels.dialog}>
        <DatePicker
          ref={picker}
          calendarContainer={CalendarDialog}
          id={input.id}
          name={input.name}
          placeholderText={input.placeholder}
          autoComplete="off"
          autoFocus={autoFocus}
          aria-describedby={input['aria-describedby']}
          aria-invalid={input['aria-invalid'] ? 'true' : undefined}
          value={text}
          selected={selected}
          minDate={minDate}
          maxDate={maxDate}
          // With a time, the first and last day offer only the times within the range.
          filterTime={
            withTime && (minDate || maxDate) ? (time: Date) => withinRange(time, minDate, maxDate) : undefined
          }
          dateFormat={PICKER_FORMATS[mode]}
          locale={language === 'hu' ? 'hu' : 'en-GB'}
          // The month as each language heads a calendar: "March 2027", "2027. március".
          dateFormatCalendar={language === 'hu' ? 'yyyy. LLLL' : 'LLLL yyyy'}
          calendarStartDay={1}
          showTimeSelect={withTime}
          timeFormat="HH:mm"
          timeIntervals={TIME_STEP_MINUTES}
          timeCaption={labels.time}
          showMonthDropdown={!withTime}
          showYearDropdown={!withTime}
          dropdownMode="select"
          previousMonthAriaLabel={labels.previousMonth}
          previousMonthButtonLabel={labels.previousMonth}
          nextMonthAriaLabel={labels.nextMonth}
          nextMonthButtonLabel={labels.nextMonth}
          chooseDayAriaLabelPrefix={labels.chooseDay}
          disabledDayAriaLabelPrefix={labels.notAvailable}
          monthAriaLabelPrefix={labels.month}
          weekAriaLabelPrefix={labels.week}
          showPopperArrow={false}
          // Fixed, so a table that scrolls sideways (the schedule editor) does not clip the calendar.
          popperProps={{ strategy: 'fixed' }}
          popperPlacement="bottom-start"
          onChangeRaw={(event) => {
            if (event?.type === 'change' && event.target instanceof HTMLInputElement) onType(event.target.value);
          }}
          onChange={(date: Date | null, event?: SyntheticEvent) => {
            // Typing is read by onChangeRaw; this is a choice made in the calendar.
            if (event?.type !== 'change') onPick(date);
          }}
          onBlur={onBlur}
        />
      </DialogLabel.Provider>
    </PickerStyles>
  );
}

function withinRange(time: Date, min?: Date, max?: Date): boolean {
  return (!min || time.getTime() >= min.getTime()) && (!max || time.getTime() <= max.getTime());
}

const PickerStyles = styled.div`
  .react-datepicker-wrapper,
  .react-datepicker__input-container {
    display: block;
    width: 100%;
  }
  .react-datepicker__input-container input {
    width: 100%;
  }
  .react-datepicker-popper {
    z-index: ${({ theme }) => theme.zIndex.modal + 5};
  }
  .react-datepicker {
    display: flex;
    align-items: stretch;
    font: inherit;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: ${({ theme }) => theme.shadow};
    position: relative;
  }
  .react-datepicker__aria-live,
  .react-datepicker__sr-only {
    ${visuallyHidden}
  }
  .react-datepicker__month-container {
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  .react-datepicker__header {
    text-align: center;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} 0;
    background: ${({ theme }) => theme.colors.primaryLight};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    border-top-left-radius: ${({ theme }) => theme.radius};
  }
  .react-datepicker__current-month,
  .react-datepicker-time__header {
    font-weight: 600;
    margin: 0 32px ${({ theme }) => theme.space(1)};
  }
  .react-datepicker__header__dropdown {
    display: flex;
    justify-content: center;
    gap: ${({ theme }) => theme.space(1)};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  .react-datepicker__header__dropdown select {
    min-height: 32px;
    padding: 2px 4px;
  }
  .react-datepicker__navigation {
    position: absolute;
    top: ${({ theme }) => theme.space(2)};
    width: 32px;
    height: 32px;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    overflow: hidden;
    z-index: 1;
    &:hover {
      background: ${({ theme }) => theme.colors.surface};
    }
  }
  .react-datepicker__navigation--previous {
    left: ${({ theme }) => theme.space(1)};
  }
  .react-datepicker__navigation--next {
    right: ${({ theme }) => theme.space(1)};
  }
  .react-datepicker__navigation--next--with-time {
    right: calc(90px + ${({ theme }) => theme.space(1)});
  }
  /* The button's text names it for screen readers; a chevron shows instead. */
  .react-datepicker__navigation-icon {
    font-size: 0;
  }
  .react-datepicker__navigation-icon::before {
    content: '';
    display: inline-block;
    width: 9px;
    height: 9px;
    border: solid currentColor;
    border-width: 3px 3px 0 0;
  }
  .react-datepicker__navigation-icon--previous::before {
    transform: rotate(225deg);
  }
  .react-datepicker__navigation-icon--next::before {
    transform: rotate(45deg);
  }
  .react-datepicker__day-names,
  .react-datepicker__week {
    display: flex;
    white-space: nowrap;
  }
  .react-datepicker__month {
    margin: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)} 0;
  }
  .react-datepicker__day-name,
  .react-datepicker__day {
    width: 2.2rem;
    line-height: 2.2rem;
    margin: 1px;
    text-align: center;
  }
  /* A phone keeps the days and the times side by side within 390 px. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    .react-datepicker__day-name,
    .react-datepicker__day {
      width: 2rem;
      line-height: 2rem;
    }
    .react-datepicker .react-datepicker__time-container {
      width: 76px;
    }
    .react-datepicker__navigation--next--with-time {
      right: calc(76px + ${({ theme }) => theme.space(1)});
    }
  }
  .react-datepicker__day-name {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .react-datepicker__day {
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.primaryLight};
    }
  }
  .react-datepicker__day--outside-month {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .react-datepicker__day--today {
    font-weight: 700;
  }
  .react-datepicker__day--keyboard-selected {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  .react-datepicker__day--selected,
  .react-datepicker__time-list-item--selected {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
    &:hover {
      background: ${({ theme }) => theme.colors.primaryDark};
    }
  }
  .react-datepicker__day--disabled,
  .react-datepicker__time-list-item--disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    cursor: default;
    &:hover {
      background: transparent;
    }
  }
  .react-datepicker__time-container {
    width: 90px;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  .react-datepicker__header--time {
    border-top-left-radius: 0;
    border-top-right-radius: ${({ theme }) => theme.radius};
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  .react-datepicker-time__header {
    margin: 0;
  }
  .react-datepicker__time-list {
    list-style: none;
    margin: 0;
    padding: 0;
    height: 240px;
    overflow-y: auto;
  }
  .react-datepicker__time-list-item {
    padding: ${({ theme }) => theme.space(1)} 0;
    text-align: center;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.primaryLight};
    }
    &:focus-visible {
      outline-offset: -3px;
    }
  }
`;
