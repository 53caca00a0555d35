'use client';

import { useId, type InputHTMLAttributes } from 'react';

/** A labelled text field of the envelope forms, with its problem under it. */
export function FormField({
  label,
  problem,
  multiline = false,
  ...input
}: {
  label: string;
  problem?: string;
  multiline?: boolean;
} & InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>) {
  const id = useId();
  const field =
    'w-full rounded-2xl bg-night-950/70 px-3 py-3 text-base text-white ring-1 placeholder:text-mist-500 focus:outline-none focus:ring-2 disabled:opacity-60 ' +
    (problem ? 'ring-ruby-500' : 'ring-white/10 focus:ring-gold-400');
  const described = problem ? `${id}-problem` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-bold text-mist-300">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          rows={2}
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          className={`${field} resize-none`}
          {...input}
        />
      ) : (
        <input id={id} aria-invalid={problem ? true : undefined} aria-describedby={described} className={`${field} min-h-12`} {...input} />
      )}
      {problem ? (
        <p id={described} role="alert" className="mt-1.5 text-sm text-ruby-500">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A row of choices shown as a segmented switch (radio buttons). */
export function ChoiceRow<V extends number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-bold text-mist-300">{label}</legend>
      <div className="flex gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={`flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-2xl px-3 text-sm font-bold ring-1 transition has-[:focus-visible]:ring-2 ${
              value === o.value
                ? 'bg-gold-400 text-night-950 ring-gold-300'
                : 'bg-night-950/70 text-mist-300 ring-white/10 hover:text-white'
            }`}
          >
            <input type="radio" className="sr-only" checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
