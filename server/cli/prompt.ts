// Reads a password from the terminal without echoing it.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

export async function promptHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('No terminal to prompt on: set ADMIN_PASSWORD in the environment instead.');
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  process.stdout.write(question);
  muted = true;
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  muted = false;
  rl.close();
  process.stdout.write('\n');
  return answer;
}
