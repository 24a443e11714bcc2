// Log in (and the log-out confirmation a plain link to /logout lands on).
import { Field } from '../common/Field';
import { SiteHeader } from '../common/SiteHeader';
import type { PageProps } from '../site';
import './forms.css';

interface LoginPageProps extends PageProps {
  next: string;
  values: { login?: string };
  error: string | null;
  confirmLogout?: boolean;
}

export default function LoginPage({ site, next, values, error, confirmLogout }: LoginPageProps) {
  if (confirmLogout) {
    return (
      <>
        <SiteHeader site={site} />
        <main className="page narrow-page">
          <form className="form-card" method="post" action="/logout">
            <h1>Log out?</h1>
            <p>You are logged in as {site.viewer?.name}.</p>
            <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
            <button className="button button--primary" type="submit">
              Log out
            </button>
          </form>
        </main>
      </>
    );
  }
  return (
    <>
      <SiteHeader site={site} />
      <main className="page narrow-page">
        <form className="form-card" method="post" action="/login/" noValidate>
          <h1>Log in</h1>
          <p>Welcome back to {site.brandName}.</p>
          {error ? (
            <div className="form-alert" role="alert">
              {error}
            </div>
          ) : null}
          <input type="hidden" name="csrfmiddlewaretoken" value={site.csrfToken} />
          <input type="hidden" name="next" value={next} />
          <Field
            name="login"
            label="Username or email"
            value={values.login}
            autoComplete="username"
            required
          />
          <Field name="password" label="Password" type="password" autoComplete="current-password" required />
          <button className="button button--primary" type="submit">
            Log in
          </button>
          <p className="form-switch">
            New here? <a href={`/signup/?next=${encodeURIComponent(next)}`}>Create an account</a>
          </p>
        </form>
      </main>
    </>
  );
}
