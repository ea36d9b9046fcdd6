// Runs every bench in sequence (`npm run bench`): the engine-vs-reference bench, the formatters bench, then the hostile templates.
import { main as engineBench } from './engine.js';
import { main as formattersBench } from './formatters.js';
import { main as hostileBench } from './hostile.js';

const args = process.argv.slice(2);
const pageNames = args.filter((a) => !a.startsWith('--'));
if (pageNames.length > 0) {
  // The engine bench reads page names from the command line too, and knows none of ours.
  console.error(
    `run-all takes only --strict; to run some pages, run one bench: ` +
      `node dist/bench/engine.js ${pageNames.join(' ')} or node dist/bench/formatters.js ${pageNames.join(' ')}`,
  );
  process.exit(2);
}

// Each sets exit code 1 on wrong output, and on a missed target under --strict; none resets it.
engineBench();
console.log('');
formattersBench(args);
console.log('');
hostileBench(args);
