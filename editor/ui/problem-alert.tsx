// A refusal of the server shown above a form: its message, and each field's message in a list.
import { Alert } from './alert.js';

/** A refusal as a screen keeps it: the message, and a message per field. */
export interface Problem {
  message: string;
  fields: Readonly<Record<string, string>>;
}

/** The alert of a refused save; nothing when there is no problem. */
export function ProblemAlert({ problem }: { problem: Problem | undefined }) {
  if (problem === undefined) return null;
  const fields = Object.entries(problem.fields);
  return (
    <Alert tone="error" title={problem.message}>
      {fields.length > 0 ? (
        <ul>
          {fields.map(([field, message]) => (
            <li key={field}>{message}</li>
          ))}
        </ul>
      ) : undefined}
    </Alert>
  );
}
