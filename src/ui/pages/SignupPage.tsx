// Sign up: a new account, then straight back to where the visitor came from (`next`).
import { Field } from '../common/Field';
import { SiteHeader } from '../common/SiteHeader';
import type { PageProps } from '../site';
import './forms.css';

interface SignupPageProps extends PageProps {
  next: string;
  values: { username?: string; email?: string; firstName?: string; lastName?: string };
  errors: Record<string, string>;
}

export default function SignupPage({ site, next, values, errors }: SignupPageProps) {
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <>
      <SiteHeader site={site} />
      <main className="page narrow-page">
        <form className="form-card" method="post" action="/signup/" noValidate>
          <h1>Create your account</h1>
          <p>Publish presentations and share them with anyone.</p>
          {hasErrors ? (
            <div className="form-alert" role="alert">
              Please fix the fields marked below.
            </div>
          ) : null}
          <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
          <input type="hidden" name="next" value={next} />
          <div className="form-row">
            <Field
              name="firstName"
              label="First name"
              value={values.firstName}
              autoComplete="given-name"
              error={errors.firstName}
            />
            <Field
              name="lastName"
              label="Last name"
              value={values.lastName}
              autoComplete="family-name"
              error={errors.lastName}
            />
          </div>
          <Field
            name="username"
            label="Username"
            value={values.username}
            autoComplete="username"
            error={errors.username}
            required
          />
          <Field
            name="email"
            label="Email"
            type="email"
            value={values.email}
            autoComplete="email"
            error={errors.email}
            required
          />
          <Field
            name="password"
            label="Password (at least 8 characters)"
            type="password"
            autoComplete="new-password"
            error={errors.password}
            required
          />
          <button className="button button--primary" type="submit">
            Sign up
          </button>
          <p className="form-switch">
            Already have an account? <a href={`/login/?next=${encodeURIComponent(next)}`}>Log in</a>
          </p>
        </form>
      </main>
    </>
  );
}
