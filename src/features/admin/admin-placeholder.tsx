// A calm stand-in for admin screens that arrive in later releases.
import './admin.css';

interface AdminPlaceholderProps {
  title: string;
  message: string;
}

export function AdminPlaceholder({ title, message }: AdminPlaceholderProps) {
  return (
    <section className="admin-page" aria-labelledby="admin-page-title">
      <h1 id="admin-page-title" className="admin-page__title">
        {title}
      </h1>
      <div className="admin-empty">
        <p className="admin-empty__lead">{message}</p>
      </div>
    </section>
  );
}
