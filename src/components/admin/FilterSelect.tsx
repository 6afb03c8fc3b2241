import { useId } from 'react';

/** The look of the Audio Files filter fields, shared by its menus and its search box. */
export const FILTER_FIELD = 'rounded-xl border border-sand bg-white px-3 py-2';

interface Props {
  label: string;
  /** The first choice, which clears the filter (value ''). */
  anyLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled filter menu of the admin lists: 'any' first, then the given choices. */
export default function FilterSelect({ label, anyLabel, value, options, onChange }: Props) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm">
      {label}
      <select id={id} className={FILTER_FIELD} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
