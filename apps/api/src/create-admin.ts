// `npm run create-admin -w apps/api -- --login <login> --email <e-mail> --first-name <name> --last-name <name>`
// Creates the first administrator (a superadmin) of a new installation, on the database of the
// server's settings (DATABASE_URL, else the embedded one in DATA_DIR). The password is typed at the
// prompt (not echoed, twice), piped with --password-stdin, or drawn with --generate-password and
// printed once. It is never a default and never written anywhere else.
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { adminPasswordProblem, CreateAdminError, createFirstAdmin, generatePassword } from './cli/create-admin.js';
import { loadEnv } from './config/env.js';
import { openDatabase } from './db/client.js';

const USAGE =
  'usage: npm run create-admin -w apps/api -- --login <login> --email <e-mail> --first-name <name> --last-name <name>\n' +
  '         [--password-stdin | --generate-password]   (default: typed at the prompt)\n';

const fail = (message: string, code = 1): never => {
  process.stderr.write(`create-admin: ${message}\n`);
  process.exit(code);
};

const readStdin = async (): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
};

/** One line typed at the terminal without echo. */
const promptHidden = (question: string): Promise<string> =>
  new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    process.stdout.write(question);
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        login: { type: 'string' },
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        'generate-password': { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
  }
})();

if (!values.login || !values.email || !values['first-name'] || !values['last-name']) fail(USAGE, 2);
if (values['password-stdin'] && values['generate-password'])
  fail('choose one of --password-stdin and --generate-password', 2);

let password: string;
const generated = values['generate-password'];
if (generated) password = generatePassword();
else if (values['password-stdin']) password = await readStdin();
else if (process.stdin.isTTY) {
  password = await promptHidden('Password: ');
  const problem = adminPasswordProblem(password);
  if (problem) fail(problem);
  if ((await promptHidden('The password again: ')) !== password) fail('the two passwords differ');
} else {
  password = fail('no terminal to type the password at: pipe it with --password-stdin, or use --generate-password', 2);
}

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  const admin = await createFirstAdmin(
    database.db,
    { login: values.login!, email: values.email!, firstName: values['first-name']!, lastName: values['last-name']! },
    password,
  );
  process.stdout.write(`Superadmin '${admin.login}' created (user ${admin.id}).\n`);
  if (generated) process.stdout.write(`Password (shown this once, stored nowhere): ${password}\n`);
} catch (error) {
  await database.close();
  fail(error instanceof CreateAdminError ? error.message : String(error));
}
await database.close();
