// A labelled form field with its error message tied to the input for screen readers.
export interface FieldProps {
  name: string;
  label: string;
  type?: string;
  value?: string;
  error?: string;
  autoComplete?: string;
  required?: boolean;
}

export function Field({ name, label, type = 'text', value, error, autoComplete, required }: FieldProps) {
  const id = `field-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        autoComplete={autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface SelectFieldProps {
  name: string;
  label: string;
  value?: string;
  error?: string;
  options: { value: string; label: string; lang?: string }[];
  /** A first, unselectable option asking for a choice. */
  placeholder?: string;
  required?: boolean;
}

/** A labelled select with its error tied to it, like Field. */
export function SelectField({ name, label, value, error, options, placeholder, required }: SelectFieldProps) {
  const id = `field-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? (placeholder ? '' : undefined)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** First and last name side by side: sign-up and account settings ask the same way. */
export function NameFields({
  labels,
  values,
  errors,
}: {
  labels: { firstName: string; lastName: string };
  values: { firstName?: string; lastName?: string };
  errors: { firstName?: string; lastName?: string };
}) {
  return (
    <div className="form-row">
      <Field
        name="firstName"
        label={labels.firstName}
        value={values.firstName}
        autoComplete="given-name"
        error={errors.firstName}
      />
      <Field
        name="lastName"
        label={labels.lastName}
        value={values.lastName}
        autoComplete="family-name"
        error={errors.lastName}
      />
    </div>
  );
}
