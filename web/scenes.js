/* scenes.js - the scenes a page makes itself, as the workbook's awk
 * programs write them: the benchmark's piles (bench/pile.awk), the brick
 * pile of the sleeping variant's figure (plots/brick_pile.awk) and the
 * pyramid of chapter 10 (the awk command in its text that writes
 * pyramid.scene).  Each text is the awk program's output byte for byte;
 * web/test_scenes.mjs runs the programs and compares (make web-test).
 *
 * build_page.mjs inlines this file before stage.js; it defines one
 * global, GENERATED_SCENES: {NAME: {text(), file, recipe}}, where file is
 * the scene file's name and recipe the shell command that writes it. */
'use strict';

var GENERATED_SCENES = (function () {
    /* x rounded to d digits after the point as C's printf("%.*f") does:
     * from x's exact decimal expansion (toFixed gives every digit of a
     * double up to 100 places, enough for the values written here), ties
     * to even.  Number.prototype.toFixed alone rounds a tie up. */
    function fixed(x, d) {
        const sign = x < 0 || Object.is(x, -0) ? '-' : '';
        const exact = Math.abs(x).toFixed(100);
        const point = exact.indexOf('.');
        let digits = exact.slice(0, point) + exact.slice(point + 1, point + 1 + d);
        const rest = exact.slice(point + 1 + d);
        const up = rest[0] > '5' || (rest[0] === '5' && (/[1-9]/.test(rest.slice(1)) || Number(digits[digits.length - 1]) % 2 === 1));
        if (up) {
            const a = digits.split('');
            let i = a.length - 1;
            while (i >= 0 && a[i] === '9') a[i--] = '0';
            if (i < 0) a.unshift('1'); else a[i] = String(Number(a[i]) + 1);
            digits = a.join('');
        }
        const whole = digits.slice(0, digits.length - d) || '0';
        return sign + whole + (d > 0 ? '.' + digits.slice(digits.length - d) : '');
    }

    /* printf("%g"): six significant digits, trailing zeros dropped; the
     * exponent form for the very small and the very large, as C has it. */
    function general(x) {
        if (x === 0) return Object.is(x, -0) ? '-0' : '0';
        const P = 6;
        let e = Math.floor(Math.log10(Math.abs(x)));
        /* the exponent after rounding to P digits (9.999995 is 10.0000) */
        const scaled = fixed(Math.abs(x) / Math.pow(10, e), P - 1);
        if (scaled.startsWith('10')) e++;
        const strip = (s) => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);
        if (e >= -4 && e < P) return strip(fixed(x, P - 1 - e));
        const m = strip(fixed(x / Math.pow(10, e), P - 1));
        return m + 'e' + (e < 0 ? '-' : '+') + String(Math.abs(e)).padStart(2, '0');
    }

    /* bench/pile.awk with n: a Park-Miller generator with a fixed seed
     * (every product below 2^46, so exact in doubles) draws each shape's
     * size and angle; the shapes alternate circle, box on a grid. */
    function pile(n) {
        let state = 20240613;
        const next_unit = () => {
            state = (16807 * state) % 2147483647;
            return state / 2147483647;
        };
        const cell = 6, per_row = 15, x0 = 8, y0 = 12;
        const floor_top = 4 + 3.75 / 2;
        const rows = Math.floor((n + per_row - 1) / per_row);
        const wall_h = y0 + rows * cell + 20;
        const wall = floor_top + wall_h / 2;
        const lines = [
            `# pile of ${n} shapes (bench/pile.awk)`,
            'gravity 0 -20',
            'motion on',
            'correction on',
            'relaxation 15',
            'rect 50 4 110 3.75 static friction=0.8 restitution=0.2',
            `rect 2 ${fixed(wall, 3)} 3 ${fixed(wall_h, 3)} static friction=0.8 restitution=0.2`,
            `rect 98 ${fixed(wall, 3)} 3 ${fixed(wall_h, 3)} static friction=0.8 restitution=0.2`,
        ];
        for (let i = 0; i < n; i++) {
            const x = x0 + (i % per_row) * cell;
            const y = y0 + Math.floor(i / per_row) * cell;
            const w = 2 + 3 * next_unit();
            const h = 2 + 3 * next_unit();
            const rot = (next_unit() - 0.5) * 70;
            if (i % 2 === 0)
                lines.push(`circle ${x} ${y} ${fixed(0.35 * Math.sqrt(w * w + h * h), 3)} mass=1 friction=0.8 restitution=0.2`);
            else
                lines.push(`rect ${x} ${y} ${fixed(w, 3)} ${fixed(h, 3)} rot=${fixed(rot, 2)} mass=1 friction=0.8 restitution=0.2`);
        }
        return lines.join('\n') + '\n';
    }

    /* plots/brick_pile.awk: 8 rows of 25 bricks, every other row one unit
     * to the right, and one box dropped onto them from y = 220. */
    function brick_pile() {
        const lines = [
            '# 200 boxes laid like bricks and one dropped on them (plots/brick_pile.awk)',
            'gravity 0 -20',
            'rect 50 4 110 3.75 static friction=0.8 restitution=0.2',
        ];
        for (let r = 0; r < 8; r++)
            for (let c = 0; c < 25; c++)
                lines.push(`rect ${fixed(5.8 + c * 3.7 + (r % 2) * 1.0, 3)} ${fixed(6.975 + r * 2.2, 3)} 3.6 2 mass=1 friction=0.8 restitution=0.2`);
        lines.push('rect 50 220 6 2 mass=1 friction=0.8 restitution=0.2');
        return lines.join('\n') + '\n';
    }

    /* Chapter 10's pyramid: ten rows of 2 x 2 boxes, each row centred over
     * the gaps of the one below, on the chapter's floor. */
    function pyramid() {
        const lines = ['rect 50 4 100 3.75 static friction=0.6'];
        for (let r = 0; r < 10; r++)
            for (let i = 0; i < 10 - r; i++)
                lines.push(`rect ${general(50 + 2.2 * (i - (9 - r) / 2))} ${general(6.875 + 2 * r)} 2 2 friction=0.6 restitution=0`);
        return lines.join('\n') + '\n';
    }

    const scenes = {};
    [100, 200, 1000].forEach((n) => {
        scenes['pile_' + n] = {
            text: () => pile(n),
            file: `pile_${n}.scene`,
            recipe: `awk -v n=${n} -f bench/pile.awk > pile_${n}.scene`,
            label: `${n.toLocaleString('en')} shapes`,
        };
    });
    scenes.brick_pile = {
        text: brick_pile,
        file: 'brick_pile.scene',
        recipe: 'awk -f plots/brick_pile.awk > brick_pile.scene',
        label: '201 boxes',
    };
    scenes.pyramid = {
        text: pyramid,
        file: 'pyramid.scene',
        recipe: "chapter 10's awk command (book/10-a-pile-that-comes-to-rest.md) > pyramid.scene",
        label: '55 boxes',
    };
    return { scenes, pile, fixed, general };
})();
