// Messages in the flow of a screen: errors (role=alert, read at once) and notices (role=status).
import type { ReactNode } from 'react';

/** Props of {@link Alert}. */
export interface AlertProps {
  tone?: 'error' | 'warning' | 'info' | 'success';
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
}

/** A message box; errors and warnings interrupt screen readers, the others wait their turn. */
export function Alert({ tone = 'info', title, children, actions }: AlertProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={`alert alert--${tone}`} role={urgent ? 'alert' : 'status'}>
      {title !== undefined ? <p className="alert__title">{title}</p> : null}
      {children !== undefined ? <div className="alert__message">{children}</div> : null}
      {actions !== undefined ? <div className="alert__actions">{actions}</div> : null}
    </div>
  );
}
