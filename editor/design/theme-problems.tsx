// The problems `tessera check` found in an uploaded theme, each exactly as it prints it (file:line:column, message, excerpt).
import type { ThemeProblem } from '../../domain/owner-api/themes.js';

/** Props of {@link ThemeProblemList}. */
export interface ThemeProblemListProps {
  problems: readonly ThemeProblem[];
  /** What the list holds, for screen readers ("Errors", "Warnings"). */
  label: string;
}

/** Each problem's text in a preformatted block, so its excerpt's caret lines up under the column (where its lines fit). */
export function ThemeProblemList({ problems, label }: ThemeProblemListProps) {
  return (
    <ul className="theme-problems" aria-label={label}>
      {problems.map((problem, index) => (
        <li key={`${problem.file}:${problem.line}:${problem.column}:${index}`}>
          <pre className="theme-problems__text">{problem.text}</pre>
        </li>
      ))}
    </ul>
  );
}
