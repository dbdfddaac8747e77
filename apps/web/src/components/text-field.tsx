import { type InputHTMLAttributes, useId, useState } from 'react';
import './form-controls.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  /** password input with a show/hide toggle */
  revealable?: boolean;
};

/**
 * A labelled text input with its error, styled like the antd theme. Used where a page must stay
 * light (the login page): no form library, the shared zod schema validates on submit.
 */
export const TextField = ({ label, error, revealable = false, type, ...input }: Props) => {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <input
          {...input}
          id={id}
          type={revealable ? (revealed ? 'text' : 'password') : type}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {revealable && (
          <button
            type="button"
            className="field__reveal"
            onClick={() => setRevealed((r) => !r)}
            aria-pressed={revealed}
            aria-label={revealed ? 'Ukryj hasło' : 'Pokaż hasło'}
          >
            {revealed ? 'Ukryj' : 'Pokaż'}
          </button>
        )}
      </div>
      {error && (
        <div id={errorId} className="field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
};
