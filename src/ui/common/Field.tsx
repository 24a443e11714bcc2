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
