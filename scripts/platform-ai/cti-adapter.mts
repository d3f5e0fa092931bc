// The cotulenh platform's own AI (mnoyd/cotulenh-monorepo, apps/cotulenh/web/src/lib/ai-engine.ts, over
// packages/cotulenh/core) as an engine speaking Saban's engine protocol (docs/protocol.md), so that
// `saban match --engine-b` can play it. Nothing of the platform is copied here: its checkout is imported at
// run time from the directory `--dir` names, which scripts/platform-ai/setup.sh makes (DIR/cotulenh-monorepo,
// and DIR/node_modules with tsx and the platform's packages).
//
//   DIR/node_modules/.bin/tsx cti-adapter.mts --dir DIR [--difficulty easy|medium|hard] [--seed N] [--log FILE]
//
// --log appends every line received and sent, and the platform's own FEN before each of its turns.
//
// Moves: the platform writes each sub-move of a turn in its long form (`Ic5c6`, `Nc4>c3`), which is Saban's
// LAN sub-move; a deploy turn's sub-moves are joined with `,` as docs/protocol.md says, both ways.
import * as fs from 'node:fs';
import * as readline from 'node:readline';

type Difficulty = 'easy' | 'medium' | 'hard';

function arg(name: string, fallback?: string): string {
  const i = process.argv.indexOf(name);
  if (i >= 0 && i + 1 < process.argv.length) return process.argv[i + 1];
  if (fallback === undefined) {
    process.stderr.write(`cti-adapter: ${name} is required\n`);
    process.exit(2);
  }
  return fallback;
}

const dir = arg('--dir');
let difficulty = arg('--difficulty', 'hard') as Difficulty;
let seed = Number(arg('--seed', '1')) >>> 0;
const logFile = arg('--log', '');
function log(line: string) {
  if (logFile) fs.appendFileSync(logFile, line + '\n');
}

// The platform's AI draws from Math.random: a seeded generator (mulberry32) makes a match repeatable.
function seeded(): number {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
Math.random = seeded;

const { CoTuLenh } = await import(`${dir}/node_modules/@cotulenh/core/index.ts`);
const { selectAiMove } = await import(`${dir}/cotulenh-monorepo/apps/cotulenh/web/src/lib/ai-engine.ts`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Game = any;
let game: Game | null = new CoTuLenh();
let lineNumber = 0;

function say(line: string) {
  log('< ' + line);
  process.stdout.write(line + '\n');
}
function error(what: string) {
  say(`info string error: line ${lineNumber}: ${what}`);
}

type Listed = { san: string; lan: string; flags: string };

// The platform's own entry for a sub-move in its long form, or null.
function listed(g: Game, lan: string): Listed | null {
  return (g.moves({ verbose: true }) as Listed[]).find((m) => m.lan === lan) ?? null;
}

// Plays one sub-move through its SAN (the platform reads some of its own long forms as other moves: a whole
// stack's `(FC)e11d12` as the air force leaving the stack), and checks that a move that is no deploy left no
// deploy under way.
function playListed(g: Game, m: Listed, what: string) {
  if (!g.move(m.san)) throw new Error(`${what}: the platform refuses its own '${m.san}' in ${g.fen()}`);
  if (!m.flags.includes('d') && g.getSession())
    throw new Error(`${what}: the platform played '${m.san}' (${m.lan}) as a deploy: ${g.fen()}`);
}

// Ends a deploy turn that leaves pieces on the stack (the mover says so).
function endDeploy(g: Game, what: string) {
  if (!g.getSession()) return;
  const done = g.commitSession();
  if (!done.success) throw new Error(`${what}: the platform cannot end the deploy: ${done.reason}`);
}

// Plays one turn written in LAN (sub-moves joined by ','); throws with the reason when the platform refuses.
function playTurn(g: Game, turn: string) {
  const side = g.turn();
  for (const sub of turn.split(',')) {
    const m = listed(g, sub);
    if (!m) throw new Error(`'${turn}': '${sub}' is not among the platform's legal moves in ${g.fen()}`);
    playListed(g, m, `'${turn}'`);
  }
  endDeploy(g, `'${turn}'`);
  if (g.turn() === side) throw new Error(`'${turn}' did not end the turn in the platform`);
}

// The platform AI's turn: the sub-move it chooses. Its AI sees a position, not a deploy under way (a FEN with
// the deploy's state reads as the position before it), so a deploy it begins ends with that one piece: the
// others stay on the stack. Its move list offers deploys from a stack holding the commander without checking
// them (docs/rules.md, appendix 17): when the turn cannot end (the commander stays attacked), the deploy is
// taken back and the AI asked again, as often as it takes (its choice is random among its best), up to 50 times.
function aiTurn(g: Game): string | null {
  for (let attempt = 1; attempt <= 50; ++attempt) {
    log('# platform ' + g.fen());
    const san: string | null = selectAiMove(g.fen(), difficulty);
    log('# AI chose ' + san);
    if (!san) return null;
    const m = (g.moves({ verbose: true }) as Listed[]).find((x) => x.san === san);
    if (!m) throw new Error(`the platform AI chose '${san}', which is not among its legal moves in ${g.fen()}`);
    playListed(g, m, `the AI's '${san}'`);
    if (!g.getSession()) return m.lan;
    const done = g.commitSession();
    if (done.success) return m.lan;
    log(`# the AI's '${san}' cannot end the turn (${done.reason}): taken back, attempt ${attempt}`);
    g.cancelSession();
  }
  throw new Error(`the platform AI found no turn that ends in ${g.fen()} in 50 attempts`);
}

const rl = readline.createInterface({ input: process.stdin, terminal: false });
for await (const raw of rl) {
  ++lineNumber;
  const line = raw.replace(/\r$/, '').trim();
  log('> ' + line);
  if (!line) continue;
  const words = line.split(/\s+/);
  const command = words[0];
  try {
    if (command === 'cti') {
      say(`id name cotulenh platform AI (${difficulty})`);
      say('id author mnoyd/cotulenh-monorepo, through Saban\'s adapter');
      say('option name Profile type combo default cotulenh var cotulenh');
      say(`option name Difficulty type combo default ${difficulty} var easy var medium var hard`);
      say('ctiok');
    } else if (command === 'isready') {
      say('readyok');
    } else if (command === 'setoption') {
      const name = words[words.indexOf('name') + 1];
      const value = words[words.indexOf('value') + 1];
      if (name === 'Profile' && value !== 'cotulenh') error(`the platform plays only the cotulenh profile, not ${value}`);
      else if (name === 'Difficulty' && ['easy', 'medium', 'hard'].includes(value)) difficulty = value as Difficulty;
      else if (name !== 'Profile') error(`setoption: unknown option or value '${name}' '${value}'`);
    } else if (command === 'newgame') {
      // the platform's AI keeps nothing between positions
    } else if (command === 'position') {
      game = null;
      const movesAt = words.indexOf('moves');
      const head = movesAt < 0 ? words.slice(1) : words.slice(1, movesAt);
      const g = head[0] === 'startpos' ? new CoTuLenh() : new CoTuLenh(head.slice(1).join(' '));
      for (const turn of movesAt < 0 ? [] : words.slice(movesAt + 1)) playTurn(g, turn);
      game = g;
    } else if (command === 'go') {
      if (!game) {
        error('go: no position (the last position command failed)');
        say('bestmove none');
      } else {
        const started = Date.now();
        const best = aiTurn(game);
        say(`info depth 1 time ${Date.now() - started}`);
        say(`bestmove ${best ?? 'none'}`);
        game = null; // the AI's turn is played on our copy; the next position command says where we are
      }
    } else if (command === 'stop') {
      // searches end at once
    } else if (command === 'quit') {
      break;
    } else {
      error(`unknown command '${command}'`);
    }
  } catch (e) {
    error((e as Error).message);
    if (command === 'go') say('bestmove none');
  }
}
process.exit(0);
