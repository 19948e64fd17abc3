// chapter_command.mjs - the shell command a chapter of the book gives for
// writing a scene file (`... > NAME.scene`), read from the chapter's own
// text, so the live pages quote it and web/test_scenes.mjs runs it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// The command in a ```sh block of book/NN-*.md that ends in
// "> NAME.scene": its lines from the one that starts it (not indented)
// to the redirection.  Throws when the chapter has none.
export function scene_command(root, chapter, name) {
    const file = readdirSync(join(root, 'book')).find((f) => f.startsWith(String(chapter).padStart(2, '0') + '-') && f.endsWith('.md'));
    if (!file) throw new Error(`no book/${chapter}-*.md`);
    const text = readFileSync(join(root, 'book', file), 'utf8');
    for (const block of text.matchAll(/^```sh\n([\s\S]*?)^```/gm)) {
        const lines = block[1].split('\n');
        const end = lines.findIndex((l) => l.trimEnd().endsWith(`> ${name}.scene`));
        if (end < 0) continue;
        let start = end;
        while (start > 0 && /^\s/.test(lines[start])) start--;
        return { file: `book/${file}`, command: lines.slice(start, end + 1).join('\n') };
    }
    throw new Error(`book/${file} has no command writing ${name}.scene`);
}
