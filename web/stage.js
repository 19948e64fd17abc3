/* stage.js - the browser's front end: as thin as main.c.
 *
 * It fills the keys from the real keyboard (or a key script), asks the
 * stage's C library, compiled to WebAssembly (web_stage.c), for one update
 * at a time at a fixed 60 updates per second of simulated time, and draws
 * the DrawList the stage records.  There is no physics and no game logic
 * here: the numbers shown are the trace's, measured in C.
 *
 * It also keeps what the reader did: every update's keys from the
 * keyboard are recorded as a key script in the workbook's own format
 * (common/keyscript.h), so "Save keys" gives a file the native program
 * replays with --script into the same trace, and "Link" an address that
 * replays it up to the same update.
 *
 * The page that includes this file defines, before it:
 *   WEB_STAGE   {id ("05" or "variant_NAME"), number (the stage whose keys and
 *               chapter apply), file, variant (a preset's NAME), title (a
 *               preset's, from engine/presets.h), parent (the preset it
 *               grows from, null for one of stage 8), parent_title, chapter (the
 *               book's chapter that builds it), chapter_href, book_href,
 *               idea (a preset's settings lines), first (a preset's first line),
 *               first_scenes: {scene choice: the first line on that scene}, log_scale (the
 *               energies' default), generated (the page offers
 *               GENERATED_SCENES), pyramid_command, wasm (base64),
 *               scenes: {name: text}, scene_about: {name: what the
 *               scene is, its first comment's first sentence},
 *               scene_stages: {name: stage}, own_run (the program's
 *               default key script is its own chapter's, not stage 8's),
 *               keys: [[key, kind, short effect, whole effect]], ideas:
 *               the digit keys' rows, as keys (a preset's; [] on a stage)}
 *   GENERATED_SCENES   web/scenes.js: the scenes the page makes itself.
 */
'use strict';

(function () {
    const STAGE = window.WEB_STAGE;
    const DT = 1 / 60;                       /* one update, seconds of simulated time */
    const CHART_SPAN = 600;                  /* rows kept by the strip chart: 10 s */
    const MAX_UPDATES_PER_FRAME = 30;        /* a slow machine drops time, never freezes */
    /* web_stage.c's KEY_WORDS: a set of keys crosses to C as two 32-bit
     * words, bit k % 32 of word k / 32 for key k (input.h's Key). */
    const KEY_WORDS = 2;

    /* ---- the WebAssembly module ------------------------------------------ */

    function base64_bytes(b64) {
        const bin = atob(b64);
        const out = new Uint8Array(bin.length);
        for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
        return out;
    }

    /* The few WASI calls the C library can make: writes to stdout/stderr go
     * to the console (an out-of-memory message, say); nothing else exists. */
    function wasi_imports(get_memory) {
        const decoder = new TextDecoder();
        const lines = ['', ''];
        const EBADF = 8, ENOSYS = 52;
        return {
            fd_write(fd, iovs, iovs_len, nwritten) {
                const view = new DataView(get_memory().buffer);
                let total = 0;
                for (let i = 0; i < iovs_len; i++) {
                    const ptr = view.getUint32(iovs + 8 * i, true);
                    const len = view.getUint32(iovs + 8 * i + 4, true);
                    const text = decoder.decode(new Uint8Array(get_memory().buffer, ptr, len));
                    if (fd === 1 || fd === 2) {
                        lines[fd - 1] += text;
                        let nl;
                        while ((nl = lines[fd - 1].indexOf('\n')) >= 0) {
                            console.log(lines[fd - 1].slice(0, nl));
                            lines[fd - 1] = lines[fd - 1].slice(nl + 1);
                        }
                    }
                    total += len;
                }
                view.setUint32(nwritten, total, true);
                return fd === 1 || fd === 2 ? 0 : EBADF;
            },
            fd_close() { return EBADF; },
            fd_fdstat_get() { return EBADF; },
            fd_read() { return EBADF; },
            fd_seek() { return EBADF; },
            proc_exit(code) { throw new Error('the stage exited with status ' + code); },
            _unknown() { return ENOSYS; },
        };
    }

    function load_stage(b64) {
        let memory = null;
        const module = new WebAssembly.Module(base64_bytes(b64));
        const instance = new WebAssembly.Instance(module, {
            wasi_snapshot_preview1: wasi_imports(() => memory),
        });
        memory = instance.exports.memory;
        instance.exports._initialize();
        return new StageLib(instance.exports, memory);
    }

    /* A set of keys as C's words, and back. */
    function key_words(keys) {
        const words = new Array(KEY_WORDS).fill(0);
        keys.forEach((k) => { words[k >> 5] |= 1 << (k & 31); });
        return words.map((w) => w >>> 0);
    }
    function key_set(words) {
        const keys = new Set();
        words.forEach((w, i) => { for (let b = 0; b < 32; b++) if ((w >>> b) & 1) keys.add(32 * i + b); });
        return keys;
    }

    /* The C API of web_stage.c with strings and arrays turned into JS. */
    class StageLib {
        constructor(x, memory) {
            this.x = x;
            this.memory = memory;
            this.encoder = new TextEncoder();
            this.decoder = new TextDecoder();
        }
        string(ptr) {
            const bytes = new Uint8Array(this.memory.buffer);
            let end = ptr;
            while (bytes[end] !== 0) end++;
            return this.decoder.decode(bytes.subarray(ptr, end));
        }
        doubles(ptr, n) {
            return new Float64Array(this.memory.buffer, ptr, n);
        }
        /* Calls f with C copies of the strings; frees them after. */
        with_strings(strings, f) {
            const ptrs = strings.map((s) => {
                const bytes = this.encoder.encode(s);
                const p = this.x.web_alloc(bytes.length + 1);
                const mem = new Uint8Array(this.memory.buffer);
                mem.set(bytes, p);
                mem[p + bytes.length] = 0;
                return p;
            });
            try {
                return f(...ptrs);
            } finally {
                ptrs.forEach((p) => this.x.web_free(p));
            }
        }
        name() { return this.string(this.x.web_name()); }
        title() { return this.string(this.x.web_title()); }
        observation_script() { return this.string(this.x.web_observation_script()); }
        error() { return this.string(this.x.web_error()); }
        frame() { return this.x.web_frame(); }
        /* whether the last reset started a pile with its contacts hidden */
        infos_hidden() { return this.x.web_infos_hidden() === 1; }
        load_scene(text, name) {
            return this.with_strings([text, name], (t, n) => this.x.web_load_scene(t, n)) === 1;
        }
        load_script(text, name) {
            return this.with_strings([text, name], (t, n) => this.x.web_load_script(t, n)) === 1;
        }
        reset(builtin, seed) {
            return this.with_strings([String(seed)], (s) => this.x.web_reset(builtin ? 1 : 0, s)) === 1;
        }
        /* input.h's keys in C's order, each named as a key script names it */
        key_names() {
            const n = this.x.web_key_count();
            if (n > 32 * KEY_WORDS) throw new Error(`${n} keys do not fit in ${KEY_WORDS} words`);
            return Array.from({ length: n }, (_, k) => this.string(this.x.web_key_name(k)));
        }
        /* down and clicked: sets of keys; pointer: web_stage.c's flags
         * (1 down, 2 pressed, 4 released) at (x, y) */
        step(down, clicked, pointer = 0, x = 0, y = 0) {
            this.x.web_step(...key_words(down), ...key_words(clicked), pointer >>> 0, x, y);
        }
        /* the loaded script's pointer for update frame: [flags, x, y, holds it (1 or 0)] */
        script_pointer(frame) { return Array.from(this.doubles(this.x.web_script_pointer(frame), 4)); }
        /* the loaded script's keys for update frame: [down, clicked], sets */
        script_keys(frame) {
            const u = new Uint32Array(this.memory.buffer, this.x.web_script_keys(frame), 2 * KEY_WORDS);
            return [key_set(u.subarray(0, KEY_WORDS)), key_set(u.subarray(KEY_WORDS))];
        }
        script_events() { return this.x.web_script_events(); }
        draw() {
            const n = this.x.web_draw();
            return {
                items: n > 0 ? this.doubles(this.x.web_items(), 7 * n) : new Float64Array(0),
                count: n,
                view: Array.from(this.doubles(this.x.web_view(), 4)),
            };
        }
        /* TRACE_HEADER's 12 columns, then the stage's own column (0 when
         * it has none; the header names it). */
        measure() { return Array.from(this.doubles(this.x.web_measure(), 13)); }
        /* What the colours of the frame drawn last mean: [[0xRRGGBB, label]]. */
        legend() {
            const n = this.x.web_legend_count();
            const out = [];
            for (let i = 0; i < n; i++) out.push([this.x.web_legend_colour(i), this.string(this.x.web_legend_label(i))]);
            return out;
        }
        /* The settings the program's own keys change, one line ("" when none). */
        status() { return this.string(this.x.web_status()); }
        /* What the program gives less than it was asked, one line ("" when nothing). */
        notice() { return this.string(this.x.web_notice()); }
        trace_text() { return this.string(this.x.web_trace_text()); }
        trace_header() { return this.string(this.x.web_trace_header()); }
        /* what the keys change, by name (web_stage.c's web_state) */
        state() { return JSON.parse(this.string(this.x.web_state())); }
        /* object i's {x, y, rotation}; null when there is none */
        body(i) { return JSON.parse(this.string(this.x.web_body(i))); }
    }

    /* ---- the link to a state: #stage=ID&seed=S&scene=...&script=...&at=N ---- */

    function b64_encode_text(text) {
        const bytes = new TextEncoder().encode(text);
        let bin = '';
        bytes.forEach((b) => { bin += String.fromCharCode(b); });
        return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    }

    function b64_decode_text(b64) {
        let s = b64.replace(/-/g, '+').replace(/_/g, '/');
        while (s.length % 4) s += '=';
        const bin = atob(s);
        const bytes = new Uint8Array(bin.length);
        for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
        return new TextDecoder().decode(bytes);
    }

    /* scene: "builtin", a book scene's name, or "text:" + base64 of the
     * text; script: "none", "observation", or "text:" + base64; at: the
     * update to replay up to; speed; paused=1. */
    function parse_fragment(hash) {
        const out = {};
        hash.replace(/^#/, '').split('&').forEach((part) => {
            const eq = part.indexOf('=');
            if (eq > 0) out[decodeURIComponent(part.slice(0, eq))] = decodeURIComponent(part.slice(eq + 1));
        });
        return out;
    }

    /* ---- the page ---------------------------------------------------------- */

    const $ = (id) => document.getElementById(id);
    const lib = load_stage(STAGE.wasm);
    const stage_name = lib.name();
    const KEY_NAMES = lib.key_names();

    /* The key a keyboard code stands for ("KeyA", "ArrowLeft", "Digit1",
     * the number pad's "Numpad1"), as its number; -1 for none. */
    function key_index(code) {
        const m = /^(?:Key([A-Z])|Arrow(Left|Right|Up|Down)|(?:Digit|Numpad)([1-9]))$/.exec(code);
        return m ? KEY_NAMES.indexOf(m[1] || m[2] || m[3]) : -1;
    }
    const N = STAGE.number;
    const embedded = new URLSearchParams(location.search).get('embed') === '1';
    const MAX_TRACE_ROWS = 100000;           /* the trace kept for Save trace: 28 min */

    const ui = {
        paused: false,
        speed: 1,
        seed: '1',
        scene_choice: 'builtin',   /* builtin | book:NAME | gen:NAME | own */
        own_scene: '',             /* the reader's scene text */
        script_choice: 'none',     /* none | observation | own */
        own_script: '',
        held: new Set(),           /* keys held now */
        hand: null,                /* the pointer on a page with a hand: new_hand() */
        presses: [],               /* the keys' presses no update has had yet, oldest first */
        acc: 0,
        last_time: null,
        chart: [],                 /* trace rows, oldest first */
        trace: [],                 /* the trace's lines since update 0 */
        recorded: [],              /* the keyboard's keys and the hand's moves as key-script events */
        open_event: [],            /* per key: the event still held, or null */
        errors: [],                /* what went wrong, for the tests */
    };

    function show_error(where, message) {
        const el = $(where);
        el.textContent = message || '';
        el.hidden = !message;
        fit_to_view();
    }

    /* A scene's or key script's message ('scene', 'script'): beside the
     * button of the box below when that button (or the file chooser)
     * loaded it, so it shows where the reader is looking; else in the
     * line under the bar, where the choosers and a link load from. */
    function show_load_error(kind, message) {
        const beside = ui.loading_from_box === kind;
        show_error(kind + '-error', beside ? '' : message);
        show_error(kind + '-load-error', beside ? message : '');
        if (beside && message) $(kind + '-load-error').scrollIntoView({ block: 'nearest' });
    }

    /* The message shown for a scene or key script, wherever it is. */
    function load_error(kind) {
        return [kind + '-error', kind + '-load-error'].map((id) => ($(id).hidden ? '' : $(id).textContent)).join('');
    }

    function scene_text_and_name() {
        if (ui.scene_choice.startsWith('book:')) {
            const name = ui.scene_choice.slice(5);
            return [STAGE.scenes[name], 'book/scenes/' + name + '.scene'];
        }
        if (ui.scene_choice.startsWith('gen:')) {
            const g = GENERATED_SCENES.scenes[ui.scene_choice.slice(4)];
            return [g.text(), g.file];
        }
        if (ui.scene_choice === 'own') return [ui.own_scene, ui.own_scene_name || 'pasted.scene'];
        return [null, null];
    }

    function script_text_and_name() {
        if (ui.script_choice === 'observation') return [lib.observation_script(), stage_name + ':observation'];
        if (ui.script_choice === 'own') return [ui.own_script, ui.own_script_name || 'pasted.keys'];
        return ['', 'no keys'];
    }

    /* Loads the chosen scene and script and starts from update 0.  A bad
     * scene or script is reported and the run before it goes on.  Keys
     * held across a reset count again only when pressed again, so the
     * recording starts clean. */
    function reset() {
        const [scene, scene_name] = scene_text_and_name();
        if (scene !== null && !lib.load_scene(scene, scene_name)) {
            show_load_error('scene', lib.error());
            return false;
        }
        show_load_error('scene', '');
        const [script, script_name] = script_text_and_name();
        if (!lib.load_script(script, script_name)) {
            show_load_error('script', lib.error());
            return false;
        }
        show_load_error('script', '');
        if (!lib.reset(scene === null, ui.seed)) {
            show_error('seed-error', lib.error());
            return false;
        }
        show_error('seed-error', '');
        ui.chart = [];
        ui.trace = [lib.trace_header(), lib.trace_text()];
        ui.recorded = [];
        ui.open_event = [];
        ui.hand = new_hand();
        ui.held = new Set();
        ui.presses = [];
        ui.acc = 0;
        record_row();
        ui.hint_key = null;
        render();
        fit_to_view();
        return true;
    }

    /* The keyboard's keys of update `frame` as key-script events: a key
     * that went down starts an event "frame KEY 1", a key still down
     * lengthens its event by one.  keyscript_input_for gives back exactly
     * these masks, and the chosen script's events are ORed in the same way
     * on both sides, so the two scripts together replay this run. */
    function record_keys(frame, down, clicked) {
        for (let k = 0; k < KEY_NAMES.length; k++) {
            if (!down.has(k)) { ui.open_event[k] = null; continue; }
            const open = ui.open_event[k];
            if (!clicked.has(k) && open && open.frame + open.hold === frame) {
                open.hold++;
            } else {
                const ev = { frame, key: KEY_NAMES[k], hold: 1 };
                ui.recorded.push(ev);
                ui.open_event[k] = ev;
            }
        }
    }

    /* ---- the hand: the pointer on the joints' pages ------------------------ */

    const POINTER_DOWN = 1, POINTER_PRESSED = 2, POINTER_RELEASED = 4;

    /* queue: the presses and releases not yet given to an update, one an
     * update (a click shorter than an update is a press, then a release
     * on the next); at: where the pointer is now; down and last: the
     * pointer as the updates have had it, and its last point. */
    function new_hand() {
        return { queue: [], at: null, down: false, last: ['0', '0'], id: null };
    }

    /* The world point under a pointer event, as the key script writes it:
     * two decimals (a hundredth of a unit, under a pixel), as text, so
     * the number the page steps with is the one the native program reads
     * from the saved line (both round the decimal text correctly). */
    function world_point(e) {
        const canvas = $('view');
        const r = canvas.getBoundingClientRect();
        const [cx, cy, width, aspect] = ui.view || [50, 40, 100, 0.75];
        const height = width * aspect;
        const fx = (e.clientX - r.left - canvas.clientLeft) / (canvas.clientWidth || 1);
        const fy = (e.clientY - r.top - canvas.clientTop) / (canvas.clientHeight || 1);
        const clamp = (v) => Math.min(1e6, Math.max(-1e6, v));
        return [clamp(cx - width / 2 + fx * width).toFixed(2), clamp(cy - height / 2 + (1 - fy) * height).toFixed(2)];
    }

    /* The reader's pointer for update `frame`, recorded as the script
     * lines that replay it: "F press X Y", "F drag X Y" (only when it
     * moved), "F release".  Returns [flags, x, y]. */
    function hand_for(frame) {
        const h = ui.hand;
        while (h.queue.length > 0) {
            const ev = h.queue.shift();
            if (ev.kind === 'press' && !h.down) {
                h.down = true;
                h.last = ev.at;
                ui.recorded.push({ frame, pointer: 'press', at: ev.at });
                return [POINTER_DOWN | POINTER_PRESSED, Number(ev.at[0]), Number(ev.at[1])];
            }
            if (ev.kind === 'release' && h.down) {
                h.down = false;
                ui.recorded.push({ frame, pointer: 'release' });
                return [POINTER_RELEASED, Number(h.last[0]), Number(h.last[1])];
            }
        }
        if (h.down && h.at && (h.at[0] !== h.last[0] || h.at[1] !== h.last[1])) {
            h.last = h.at;
            ui.recorded.push({ frame, pointer: 'drag', at: h.at });
        }
        return [h.down ? POINTER_DOWN : 0, Number(h.last[0]), Number(h.last[1])];
    }

    /* The pointer of update `frame`: the loaded script's while it holds
     * the pointer (up to its last pointer line), else the reader's, whose
     * presses meanwhile are dropped. */
    function pointer_for(frame) {
        const [flags, x, y, script_holds] = lib.script_pointer(frame);
        if (script_holds) {
            ui.hand.queue = [];
            return [flags, x, y];
        }
        return hand_for(frame);
    }

    function watch_the_hand() {
        const canvas = $('view');
        canvas.style.touchAction = 'none';
        canvas.style.cursor = 'grab';
        canvas.addEventListener('pointerdown', (e) => {
            if (e.button !== 0 || ui.hand.id !== null) return;
            e.preventDefault();
            give_keys_back();
            canvas.setPointerCapture(e.pointerId);
            ui.hand.id = e.pointerId;
            ui.hand.at = world_point(e);
            ui.hand.queue.push({ kind: 'press', at: ui.hand.at });
            canvas.style.cursor = 'grabbing';
        });
        canvas.addEventListener('pointermove', (e) => {
            if (e.pointerId === ui.hand.id) ui.hand.at = world_point(e);
        });
        const up = (e) => {
            if (e.pointerId !== ui.hand.id) return;
            ui.hand.id = null;
            ui.hand.queue.push({ kind: 'release' });
            canvas.style.cursor = 'grab';
        };
        canvas.addEventListener('pointerup', up);
        canvas.addEventListener('pointercancel', up);
    }

    /* The keys clicked in this update: the oldest press of each key not
     * yet given to one.  A key pressed twice between two updates is
     * clicked in this one and again in the next, so each press acts
     * once and is recorded once, as one key-script event. */
    function take_presses() {
        const clicked = new Set();
        ui.presses = ui.presses.filter((k) => {
            if (clicked.has(k)) return true;
            clicked.add(k);
            return false;
        });
        return clicked;
    }

    /* One update: the script's keys for it, and the reader's; the
     * pointer, on the pages with a hand. */
    function update() {
        const frame = lib.frame() + 1;
        const [sdown, sclicked] = lib.script_keys(frame);
        const kclicked = take_presses();
        const kdown = new Set([...ui.held, ...kclicked]);
        record_keys(frame, kdown, kclicked);
        const [pflags, px, py] = STAGE.hand ? pointer_for(frame) : [0, 0, 0];
        lib.step(new Set([...kdown, ...sdown]), new Set([...kclicked, ...sclicked]), pflags, px, py);
        record_row();
        if (ui.trace.length < MAX_TRACE_ROWS) ui.trace.push(lib.trace_text());
    }

    function record_row() {
        ui.chart.push(lib.measure());
        if (ui.chart.length > CHART_SPAN) ui.chart.shift();
    }

    /* The recorded keys, after the chosen script's own lines: one file
     * that `build/stageNN --script` replays as this page ran. */
    function recorded_script() {
        const [base] = script_text_and_name();
        const native = STAGE.variant ? `build/${STAGE.id}` : `build/stage${STAGE.id}`;
        const [, scene_name] = scene_text_and_name();
        const scene_arg = ui.scene_choice === 'builtin' ? '' : ` --scene ${ui.scene_choice === 'own' ? 'YOUR.scene' : scene_name}`;
        const lines = [
            `# Keys of a run of ${STAGE.variant ? 'preset ' + STAGE.variant : 'stage ' + STAGE.id} (${lib.title()}), recorded on its live page.`,
            `# Replay it:  ${native}${scene_arg} --seed ${ui.seed} --script THIS_FILE --frames ${lib.frame()} --trace trace.csv`,
        ];
        if (lib.infos_hidden())
            lines.push(`# The page started this pile of ${lib.state().objects} shapes with its collision infos hidden (C shows them); natively they start shown, so a C here hides them there. The trace is the same either way.`);
        const made = generated_recipe();
        if (made) lines.push(`# Make ${scene_name} first:`, ...made.split('\n').map((l) => '#   ' + l));
        if (base.trim() !== '') {
            lines.push(`# The script the page was replaying (${ui.script_choice === 'observation' ? (STAGE.own_run ? "the chapter's run" : "stage 8's run") : 'yours'}):`);
            lines.push(base.replace(/\n+$/, ''));
            lines.push('# The keys pressed on the page:');
        }
        ui.recorded.forEach((e) => lines.push(recorded_line(e)));
        return lines.join('\n') + '\n';
    }

    function recorded_line(e) {
        if (e.pointer) return e.at ? `${e.frame} ${e.pointer} ${e.at[0]} ${e.at[1]}` : `${e.frame} ${e.pointer}`;
        return e.hold === 1 ? `${e.frame} ${e.key}` : `${e.frame} ${e.key} ${e.hold}`;
    }

    /* The shell command that writes the chosen generated scene's file,
     * for the reader who runs it natively (the pyramid's is chapter 10's
     * own command). */
    function generated_recipe() {
        if (!ui.scene_choice.startsWith('gen:')) return '';
        const name = ui.scene_choice.slice(4);
        return name === 'pyramid' && STAGE.pyramid_command ? STAGE.pyramid_command : GENERATED_SCENES.scenes[name].recipe;
    }

    function download(name, text) {
        const a = document.createElement('a');
        a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
        a.download = name;
        document.body.appendChild(a);
        a.click();
        setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
    }

    /* ---- drawing ------------------------------------------------------------- */

    function css_colour(rgb) {
        return '#' + (rgb | 0).toString(16).padStart(6, '0');
    }

    function draw_scene() {
        const canvas = $('view');
        const ctx = canvas.getContext('2d');
        const { items, count, view } = lib.draw();
        ui.view = view;
        show_legend(lib.legend());
        show_status(lib.status(), lib.notice());
        const [cx, cy, width, aspect] = view;
        const height = width * aspect;
        const W = canvas.width, H = canvas.height;
        const sx = W / width, sy = H / height;
        const px = (x) => (x - (cx - width / 2)) * sx;
        const py = (y) => H - (y - (cy - height / 2)) * sy;
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, W, H);
        ctx.lineWidth = Math.max(1, 0.0025 * W);
        ctx.lineCap = 'round';
        for (let i = 0; i < count; i++) {
            const o = 7 * i;
            const kind = items[o], ax = items[o + 2], ay = items[o + 3];
            ctx.strokeStyle = css_colour(items[o + 1]);
            ctx.beginPath();
            if (kind === 0) {            /* DRAW_LINE */
                ctx.moveTo(px(ax), py(ay));
                ctx.lineTo(px(items[o + 4]), py(items[o + 5]));
            } else if (kind === 1) {     /* DRAW_CIRCLE */
                ctx.arc(px(ax), py(ay), Math.max(0, items[o + 6] * sx), 0, 2 * Math.PI);
            } else {                     /* DRAW_CROSS: radius is half the arm length */
                const d = items[o + 6] / Math.SQRT2;
                ctx.moveTo(px(ax - d), py(ay - d));
                ctx.lineTo(px(ax + d), py(ay + d));
                ctx.moveTo(px(ax - d), py(ay + d));
                ctx.lineTo(px(ax + d), py(ay - d));
            }
            ctx.stroke();
        }
    }

    /* The frame's legend (what its colours mean) over the picture, from
     * the C side's list; rebuilt only when it changes. */
    function show_legend(entries) {
        const key = JSON.stringify(entries);
        if (key === ui.legend_key) return;
        ui.legend_key = key;
        const ul = $('legend');
        ul.replaceChildren(...entries.map(([rgb, text]) => {
            const li = document.createElement('li');
            const sw = document.createElement('span');
            sw.className = 'swatch';
            sw.style.background = css_colour(rgb);
            li.append(sw, text);
            return li;
        }));
        ul.hidden = entries.length === 0;
    }

    /* The program's status line (what its own keys have set) over the
     * picture's top-left corner, and under it, while there is one, its
     * notice (a spring held below what was asked); hidden for a program
     * with neither. */
    function show_status(text, notice) {
        const p = $('status');
        const shown = notice ? `${text}\n${notice}` : text;
        if (p.textContent !== shown) p.textContent = shown;
        p.hidden = shown === '';
    }

    /* The strip chart: the last 10 s of the trace, time in seconds along
     * the bottom.  What is drawn is what the stage measures: from stage 5
     * the energy terms (the angular one from stage 8, where bodies turn),
     * before it the contacts, on stage 1 the bodies; below, from stage 2,
     * the deepest and the summed overlap.  Columns: TRACE_HEADER's. */
    const C = { bodies: 2, contacts: 3, max_depth: 4, sum_depth: 5, ke_linear: 6, ke_angular: 7, pe: 8, energy: 9 };
    function chart_panels() {
        const depth = { title: 'overlap', series: [
            { col: C.max_depth, name: 'deepest', colour: '#d62728' },
            { col: C.sum_depth, name: 'summed', colour: '#9467bd' }] };
        if (N >= 5) {
            const energy = [{ col: C.ke_linear, name: 'ke linear', colour: '#1f77b4' }];
            if (N >= 8) energy.push({ col: C.ke_angular, name: 'ke angular', colour: '#ff7f0e' });
            energy.push({ col: C.pe, name: 'pe', colour: '#2ca02c' }, { col: C.energy, name: 'total', colour: '#000000' });
            return [{ title: 'energy', series: energy }, depth];
        }
        if (N >= 2) return [{ title: 'contacts', series: [{ col: C.contacts, name: 'contacts', colour: '#1f77b4' }], whole: true }, depth];
        return [{ title: 'bodies', series: [{ col: C.bodies, name: 'bodies', colour: '#1f77b4' }], whole: true }];
    }
    const PANELS = chart_panels();
    const LOG_DECADES = 6;

    function label(v, whole) {
        if (whole) return String(Math.round(v));
        const a = Math.abs(v);
        if (a === 0) return '0';
        if (a >= 1000 || a < 0.01) return v.toExponential(1);
        return v.toPrecision(3);
    }

    /* One panel: its legend on the line above it, its top and bottom values
     * in the margin to its left, the curves inside. */
    function draw_panel(ctx, box, panel, rows, t0) {
        const { x, y, w, h } = box;
        let lo = Infinity, hi = -Infinity;
        rows.forEach((r) => panel.series.forEach((s) => {
            if (isFinite(r[s.col])) { lo = Math.min(lo, r[s.col]); hi = Math.max(hi, r[s.col]); }
        }));
        if (!isFinite(lo)) { lo = 0; hi = 1; }
        /* On a log scale the panel reaches down to its least positive
         * value, but no further than a floor LOG_DECADES decades under
         * its largest: a value at or below zero (an energy at rest, a
         * potential energy under y = 0) or under the floor is drawn on
         * the floor, so the curve stays in the panel, a body at rest
         * shows as a line along its bottom, and the decades that matter
         * keep their room.  At least one decade is shown. */
        const log = ui.log_scale && panel.title === 'energy';
        if (log) {
            hi = hi > 0 ? hi : 1;
            const floor = hi * Math.pow(10, -LOG_DECADES);
            let least = hi;
            rows.forEach((r) => panel.series.forEach((s) => { least = Math.min(least, r[s.col] > 0 ? r[s.col] : floor); }));
            lo = Math.max(least, floor);
            if (hi / lo < 10) lo = hi / 10;
        }
        if (!log && (panel.whole || panel.title === 'overlap')) lo = Math.min(lo, 0);
        if (!log && hi - lo < 1e-9) hi = lo + (panel.whole ? 1 : Math.max(1e-3, Math.abs(lo) * 0.1));
        ctx.font = '10px sans-serif';
        ctx.textBaseline = 'alphabetic';
        let lx = x;
        panel.series.forEach((s) => {
            ctx.fillStyle = s.colour;
            ctx.fillRect(lx, y - 7, 8, 3);
            ctx.fillText(s.name, lx + 10, y - 3);
            lx += 16 + ctx.measureText(s.name).width;
        });
        ctx.strokeStyle = '#c8c8c8';
        ctx.lineWidth = 1;
        ctx.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);
        ctx.fillStyle = '#555555';
        ctx.textAlign = 'right';
        ctx.fillText(label(hi, panel.whole), x - 3, y + 9);
        ctx.fillText(label(lo, panel.whole), x - 3, y + h);
        if (log) ctx.fillText('log', x - 3, y + h / 2 + 3);
        ctx.textAlign = 'left';
        const ys = log
            ? (v) => y + h - 2 - (Math.log10(Math.max(v, lo) / lo) / Math.log10(hi / lo)) * (h - 4)
            : (v) => y + h - 2 - ((v - lo) / (hi - lo)) * (h - 4);
        const xs = (t) => x + ((t - t0) / (CHART_SPAN * DT)) * w;
        ctx.save();
        ctx.beginPath();
        ctx.rect(x, y, w, h);
        ctx.clip();
        panel.series.forEach((s) => {
            ctx.strokeStyle = s.colour;
            ctx.lineWidth = 1.5;
            ctx.beginPath();
            rows.forEach((r, i) => {
                if (i === 0) ctx.moveTo(xs(r[1]), ys(r[s.col])); else ctx.lineTo(xs(r[1]), ys(r[s.col]));
            });
            ctx.stroke();
        });
        ctx.restore();
    }

    function draw_chart() {
        const canvas = $('chart');
        const W = canvas.clientWidth || canvas.width, H = canvas.clientHeight || canvas.height;
        const scale = window.devicePixelRatio || 1;
        if (canvas.width !== Math.round(W * scale)) { canvas.width = Math.round(W * scale); canvas.height = Math.round(H * scale); }
        const ctx = canvas.getContext('2d');
        ctx.setTransform(scale, 0, 0, scale, 0, 0);
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, W, H);
        const rows = ui.chart;
        const t_end = rows.length ? rows[rows.length - 1][1] : 0;
        const t0 = Math.max(0, t_end - CHART_SPAN * DT);
        const left = 40, right = 6, legend = 12, axis = 16, gap = 4;
        const inner = H - axis - PANELS.length * legend - (PANELS.length - 1) * gap;
        const heights = PANELS.length === 2 ? [Math.round(inner * 0.58), inner - Math.round(inner * 0.58)] : [inner];
        let y = 0;
        PANELS.forEach((p, i) => {
            y += legend;
            draw_panel(ctx, { x: left, y, w: W - left - right, h: heights[i] }, p, rows, t0);
            y += heights[i] + gap;
        });
        /* the time axis, under the last panel: a tick every 2 s */
        const base = y - gap, w = W - left - right;
        ctx.fillStyle = '#555555';
        ctx.strokeStyle = '#999999';
        ctx.font = '10px sans-serif';
        ctx.textAlign = 'center';
        for (let t = Math.ceil(t0 / 2) * 2; t <= t0 + CHART_SPAN * DT + 1e-9; t += 2) {
            const xx = left + ((t - t0) / (CHART_SPAN * DT)) * w;
            ctx.beginPath();
            ctx.moveTo(xx + 0.5, base);
            ctx.lineTo(xx + 0.5, base + 3);
            ctx.stroke();
            ctx.fillText(t + ' s', Math.min(Math.max(xx, left + 8), W - 12), base + 13);
        }
        ctx.textAlign = 'left';
    }

    const ROW_COLUMNS = 3;
    function show_numbers() {
        const r = ui.chart[ui.chart.length - 1];
        const names = lib.trace_header().split(',');
        /* frame, bodies and contacts as they are, and so a stage's own
         * column when it is a count (sleeping's bodies asleep); the rest,
         * time too, to eight digits */
        const whole = (i) => i === 0 || i === 2 || i === 3 || (i === 12 && Number.isInteger(r[i]));
        /* under the picture, in ROW_COLUMNS columns read downwards, so
         * the numbers stay in view with the picture */
        const cells = names.map((n, i) => n.padEnd(11) + ' ' + String(whole(i) ? r[i] : Number(r[i]).toPrecision(8)).padEnd(15));
        const lines = Math.ceil(cells.length / ROW_COLUMNS);
        $('row').textContent = Array.from({ length: lines }, (_, l) => Array.from({ length: ROW_COLUMNS }, (_, c) => cells[c * lines + l] || '')
            .join('  ').trimEnd()).join('\n');
        $('frame').textContent = 'update ' + lib.frame() + '  t = ' + (lib.frame() * DT).toFixed(2) + ' s';
    }

    /* The full page in view: the picture is made as large as the window
     * lets everything else in its column (the first line, the focus
     * line, the ideas' keys, the numbers) stay in view, with the summary
     * of the box below it; never above 800 or below 320 pixels wide.
     * The compact layout of a frame has its own sizes. */
    const PICTURE_MAX = 800, PICTURE_MIN = 320, ASPECT = 3 / 4;
    function fit_to_view() {
        if (embedded) return;
        const picture = document.querySelector('.picture');
        const canvas = $('view').getBoundingClientRect();
        const column = document.querySelector('.stage').getBoundingClientRect();
        const summary = $('own').querySelector('summary').getBoundingClientRect();
        const margin = parseFloat(getComputedStyle(document.body).marginBottom) || 0;
        const others = column.height - canvas.height;
        const room = window.innerHeight - (column.top + window.scrollY) - others - summary.height - margin - 6;
        const width = Math.max(PICTURE_MIN, Math.min(PICTURE_MAX, Math.floor(room / ASPECT)));
        if (picture.style.maxWidth !== width + 'px') picture.style.maxWidth = width + 'px';
    }

    function render() {
        draw_scene();
        draw_chart();
        show_numbers();
        fit_to_view();
        /* the first line follows what V, P and the scene change */
        const s = lib.state();
        const key = [s.motion, s.correction, s.objects === 0, s.infos].join();
        if (key !== ui.hint_key) { ui.hint_key = key; show_hint(); }
    }

    /* Fixed 60 updates per second of simulated time: the wall clock, times
     * the speed, fills an accumulator that whole updates empty. */
    function tick(now) {
        if (ui.last_time === null) ui.last_time = now;
        const elapsed = Math.min(0.25, (now - ui.last_time) / 1000);
        ui.last_time = now;
        if (!ui.paused) {
            ui.acc += elapsed * ui.speed;
            let n = 0;
            while (ui.acc >= DT && n < MAX_UPDATES_PER_FRAME) {
                update();
                ui.acc -= DT;
                n++;
            }
            if (n === MAX_UPDATES_PER_FRAME) ui.acc = 0;
            if (n > 0) render();
        }
        show_focus();
        requestAnimationFrame(tick);
    }

    /* ---- the first line: what to do first, true for what is loaded -------- */

    function escape_html(text) {
        return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    }

    function stage_file(n) { return 'stage' + String(n).padStart(2, '0') + '.html'; }

    function hint_text(s) {
        const parts = [];
        const scene = ui.scene_choice.startsWith('book:') ? ui.scene_choice.slice(5) : null;
        const needs = scene ? STAGE.scene_stages[scene] : undefined;
        if (s.objects === 0) {
            parts.push(ui.scene_choice === 'own'
                ? 'Your scene is empty: type or paste shapes into "your scene" below (one per line, e.g. circle 50 60 2.5) and press Run this scene.'
                : 'This scene has no shapes.');
            return parts;
        }
        if (needs && needs > N) {
            parts.push(`book/scenes/${scene}.scene is chapter ${needs}'s experiment`
                + (N < 5 ? `: nothing moves before stage 5. ` : `; it needs what stage ${needs} adds. `)
                + `<a href="${stage_file(needs)}${embedded ? '?embed=1' : ''}#scene=${scene}&script=none">Run it on stage ${needs}</a>.`);
        }
        if (STAGE.variant) {
            parts.push(escape_html(STAGE.first_scenes[ui.scene_choice] || STAGE.first));
        } else if (N === 1) {
            parts.push('Right picks the next shape; hold W A S D to move it and Z X to turn it; B shows the bounding circles.');
        } else if (N <= 4) {
            const pairs = { 2: 'two circles', 3: 'two circles or two rectangles', 4: 'any two shapes' }[N];
            parts.push(`Right picks a shape and W A S D drive it: where ${pairs} overlap, the collision info shows in magenta (C hides it). Nothing moves by itself before stage 5.`);
        }
        if (N >= 5 && s.motion === false) {
            parts.push('Motion is off' + (ui.scene_choice === 'builtin' && !STAGE.variant ? `, as chapter ${N} starts` : '')
                + ': press V to start it' + (has_own_run() ? ', or <button type="button" data-act="chapter">run the chapter\'s keys</button>.' : '.'));
        } else if (N >= 5 && !STAGE.variant) {
            parts.push('Everything moves: G drops a new shape, H throws them all up, V freezes the world; Right and W A S D move a shape by hand.');
        }
        if (N >= 6 && s.correction === false) parts.push('Correction is off: P switches it on.');
        if (lib.infos_hidden() && s.infos === false)
            parts.push(`The collision infos are hidden on a pile of ${s.objects} shapes: C shows them.`);
        if (ui.scene_choice.startsWith('gen:'))
            parts.push(`(Natively: <code>${escape_html(GENERATED_SCENES.scenes[ui.scene_choice.slice(4)].recipe)}</code>.)`);
        return parts;
    }

    function show_hint() {
        $('hint').innerHTML = hint_text(window.stage.state()).join(' ');
        fit_to_view();
        const b = $('hint').querySelector('[data-act="chapter"]');
        if (b) b.addEventListener('click', () => { run_chapter(); give_keys_back(); });
    }

    /* ---- the keys: the stage has them unless one types in a box ------------ */

    /* Text boxes keep their keys; every other control hands them back. */
    function typing_in_a_field(el) {
        return el && (el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && el.type !== 'file' && el.type !== 'button'));
    }

    function give_keys_back() {
        const el = document.activeElement;
        if (el && el !== $('view') && el.blur) el.blur();
        $('view').focus({ preventScroll: true });
    }

    function show_focus() {
        const el = document.activeElement;
        const f = $('focus');
        let text, away;
        if (!document.hasFocus()) { text = 'Click the picture to give the stage the keys.'; away = true; }
        else if (typing_in_a_field(el)) { text = 'Typing in a box: Esc or a click on the picture gives the keys back to the stage.'; away = true; }
        else { text = `The stage has the keys (listed beside it${STAGE.ideas.length ? ', the ideas\' under it' : ''}).`; away = false; }
        if (f.textContent !== text) f.textContent = text;
        f.classList.toggle('away', away);
    }

    window.addEventListener('keydown', (e) => {
        if (e.key === 'Escape') { give_keys_back(); return; }
        if (typing_in_a_field(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
        const k = key_index(e.code);
        /* a stage key never reaches a control, and neither arrows nor the
         * space bar scroll the page */
        if (k >= 0 || e.code === 'Space') e.preventDefault();
        if (e.target && e.target !== $('view') && e.target !== document.body && k >= 0) give_keys_back();
        if (k < 0) return;
        if (!e.repeat && !ui.held.has(k)) ui.presses.push(k);
        ui.held.add(k);
    });
    window.addEventListener('keyup', (e) => {
        const k = key_index(e.code);
        if (k >= 0) ui.held.delete(k);
    });
    window.addEventListener('blur', () => { ui.held.clear(); });

    function set_paused(p) {
        ui.paused = p;
        $('pause').textContent = p ? 'Run' : 'Pause';
    }

    /* ---- links -------------------------------------------------------------- */

    /* The state now: stage, seed, scene, the keys so far (the chosen
     * script and the recorded keys, as one script), the update, speed. */
    function fragment() {
        const parts = ['stage=' + STAGE.id, 'seed=' + encodeURIComponent(ui.seed)];
        if (ui.scene_choice.startsWith('book:')) parts.push('scene=' + ui.scene_choice.slice(5));
        else if (ui.scene_choice.startsWith('gen:')) parts.push('scene=' + ui.scene_choice.slice(4));
        else if (ui.scene_choice === 'own') parts.push('scene=text:' + b64_encode_text(ui.own_scene));
        else parts.push('scene=builtin');
        if (ui.recorded.length > 0) parts.push('script=text:' + b64_encode_text(recorded_script()));
        else if (ui.script_choice === 'own') parts.push('script=text:' + b64_encode_text(ui.own_script));
        else parts.push('script=' + ui.script_choice);
        if (lib.frame() > 0) parts.push('at=' + lib.frame());
        if (ui.speed !== 1) parts.push('speed=' + ui.speed);
        if (ui.paused) parts.push('paused=1');
        return '#' + parts.join('&');
    }

    /* A link opens the full page, also when made in a chapter's frame. */
    function link_url() {
        return location.href.replace(/[?#].*$/, '') + fragment();
    }

    function apply_fragment(hash) {
        const f = parse_fragment(hash);
        if (f.seed !== undefined) ui.seed = f.seed;
        if (f.scene !== undefined) {
            if (f.scene.startsWith('text:')) {
                ui.scene_choice = 'own';
                ui.own_scene = b64_decode_text(f.scene.slice(5));
                ui.own_scene_name = 'linked.scene';
            } else if (f.scene in STAGE.scenes) {
                ui.scene_choice = 'book:' + f.scene;
            } else if (STAGE.generated && Object.prototype.hasOwnProperty.call(GENERATED_SCENES.scenes, f.scene)) {
                ui.scene_choice = 'gen:' + f.scene;
            } else {
                ui.scene_choice = 'builtin';
            }
        }
        if (f.script !== undefined) {
            if (f.script.startsWith('text:')) {
                ui.script_choice = 'own';
                ui.own_script = b64_decode_text(f.script.slice(5));
                ui.own_script_name = 'linked.keys';
            } else {
                ui.script_choice = f.script === 'observation' ? 'observation' : 'none';
            }
        }
        const speed = Number(f.speed);
        ui.speed = [0.25, 0.5, 1, 2, 4].includes(speed) ? speed : 1;
        ui.at = /^\d+$/.test(f.at || '') ? Math.min(Number(f.at), 1000000) : 0;
        ui.start_paused = f.paused === '1';
        sync_controls();
    }

    function sync_controls() {
        $('seed').value = ui.seed;
        $('scene').value = ui.scene_choice;
        $('script').value = ui.script_choice;
        $('speed').value = String(ui.speed);
        if (ui.scene_choice === 'own') $('scene-text').value = ui.own_scene;
        if (ui.script_choice === 'own') $('script-text').value = ui.own_script;
    }

    /* After a reset from a link: replay up to its update at once. */
    function fast_forward() {
        for (let i = 0; i < ui.at; i++) update();
        ui.at = 0;
        set_paused(!!ui.start_paused);
        render();
    }

    function has_own_run() {
        return STAGE.own_run && lib.observation_script().trim() !== '';
    }

    function run_chapter() {
        ui.script_choice = 'observation';
        $('script').value = 'observation';
        set_paused(false);
        reset();
    }

    /* ---- the controls ------------------------------------------------------- */

    /* A scene's sentence as one line of the chooser's list: at most
     * SCENE_ABOUT_CHARS characters, cut at a word. */
    const SCENE_ABOUT_CHARS = 72;
    function shortened(text) {
        if (text.length <= SCENE_ABOUT_CHARS) return text;
        const cut = text.slice(0, SCENE_ABOUT_CHARS);
        return cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[,;:]$/, '') + '…';
    }

    function build_controls() {
        document.title = STAGE.variant ? `Preset: ${STAGE.title}` : `Stage ${STAGE.id} - ${lib.title()}`;
        $('title').textContent = STAGE.variant ? `Chapter ${STAGE.chapter}'s preset, from ` : `Stage ${STAGE.id}: ${lib.title()}`;
        if (STAGE.variant) {
            /* Chapter 9's presets are stage 8 with one change; chapter
             * 10's track starts from stage 8 too, and each later step is
             * the one before it (its parent, linked) with one more idea. */
            const from = document.createElement(STAGE.parent ? 'a' : 'span');
            from.textContent = STAGE.parent ? STAGE.parent_title : 'stage 8';
            if (STAGE.parent) from.href = `variant_${STAGE.parent}.html`;
            $('title').append(from, `: ${STAGE.title}`);
            $('title').title = `The program ${STAGE.id}: ` + (STAGE.parent ? `${STAGE.parent_title} with one more idea, ` : 'stage 8 with one change, ') + STAGE.idea;
        }
        $('chapter-link').href = STAGE.chapter_href;
        $('chapter-link').textContent = `chapter ${STAGE.chapter}`;
        $('book-link').href = STAGE.book_href;
        const sel = $('scene');
        /* the joints' demos (joints/NAME, on the pages that read joint
         * lines) in a group of their own */
        const demos = document.createElement('optgroup');
        demos.label = "Box2D-Lite's demos";
        Object.keys(STAGE.scenes).forEach((name) => {
            const o = document.createElement('option');
            o.value = 'book:' + name;
            /* what the scene is, from its first comment: in the list, cut
             * to a line; whole in the tooltip */
            const about = STAGE.scene_about[name];
            if (name.startsWith('joints/')) {
                o.textContent = name.slice(7) + '.scene: ' + shortened(about);
                o.title = 'book/scenes/' + name + ".scene, one of Box2D-Lite's nine demos, with joints: " + about;
                demos.appendChild(o);
                return;
            }
            const needs = STAGE.scene_stages[name];
            o.textContent = name + '.scene' + (needs && needs > N ? ` (needs stage ${needs})` : '') + ': ' + shortened(about);
            o.title = 'book/scenes/' + name + '.scene, chapter ' + needs + "'s experiment: " + about;
            sel.appendChild(o);
        });
        if (demos.children.length > 0) sel.appendChild(demos);
        if (STAGE.generated) {
            const group = document.createElement('optgroup');
            group.label = 'made by the page';
            Object.entries(GENERATED_SCENES.scenes).forEach(([name, g]) => {
                const o = document.createElement('option');
                o.value = 'gen:' + name;
                o.textContent = `${name} (${g.label})`;
                o.title = name === 'pyramid' ? STAGE.pyramid_command : g.recipe;
                group.appendChild(o);
            });
            sel.appendChild(group);
        }
        /* the key table beside the canvas, the ideas' keys under it */
        const key_row = ([key, kind, effect, whole]) => {
            const tr = document.createElement('tr');
            tr.title = `${key} (${kind}): ${whole}`;
            const k = document.createElement('td');
            k.textContent = key.replace(/ \/ /g, '/').replace(/ with /g, ' + ');
            if (kind !== 'clicked') {
                const span = document.createElement('span');
                span.className = 'held';
                span.textContent = kind === 'pointer' ? 'drag' : 'held';
                k.appendChild(span);
            }
            const e = document.createElement('td');
            e.textContent = effect;
            tr.append(k, e);
            tr.dataset.key = key;
            tr.dataset.kind = kind;
            return tr;
        };
        $('keys').append(...STAGE.keys.map(key_row));
        $('ideas').append(...STAGE.ideas.map(key_row));
        $('ideas').parentElement.hidden = STAGE.ideas.length === 0;
        /* the Chapter's run only where the program has a run of its own
         * (build_page.mjs: a preset's program runs stage 8's, which the
         * keys chooser still offers, named so) */
        $('replay').hidden = !has_own_run();
        const run_option = $('script').querySelector('option[value="observation"]');
        if (!STAGE.own_run) run_option.textContent = "stage 8's run";
        run_option.hidden = lib.observation_script().trim() === '';
        ui.log_scale = !!STAGE.log_scale;
        $('log-scale').checked = ui.log_scale;
        $('log-label').hidden = !PANELS.some((p) => p.title === 'energy');

        /* Every button and chooser gives the keys back once used. */
        const back = (f) => (e) => { f(e); give_keys_back(); };
        $('pause').addEventListener('click', back(() => set_paused(!ui.paused)));
        $('step').addEventListener('click', back(() => { set_paused(true); update(); render(); }));
        $('reset').addEventListener('click', back(() => reset()));
        $('seed').addEventListener('change', () => { ui.seed = $('seed').value.trim(); reset(); });
        $('seed').addEventListener('keydown', (e) => { if (e.key === 'Enter') give_keys_back(); });
        $('speed').addEventListener('change', back(() => { ui.speed = Number($('speed').value); }));
        $('scene').addEventListener('change', back(() => {
            ui.scene_choice = $('scene').value;
            if (ui.scene_choice === 'own') {
                ui.own_scene = $('scene-text').value;
                $('own').open = true;
            }
            reset();
        }));
        const load_own_scene = (text, name) => {
            ui.own_scene = text;
            ui.own_scene_name = name;
            const before = ui.scene_choice;
            ui.scene_choice = 'own';
            ui.loading_from_box = 'scene';
            if (!reset()) { ui.scene_choice = before; $('scene').value = before; } else $('scene').value = 'own';
            ui.loading_from_box = null;
        };
        $('scene-load').addEventListener('click', back(() => load_own_scene($('scene-text').value, 'pasted.scene')));
        $('scene-file').addEventListener('change', (e) => {
            const file = e.target.files[0];
            if (!file) return;
            file.text().then((text) => {
                $('scene-text').value = text;
                load_own_scene(text, file.name);
                give_keys_back();
            });
        });
        $('script').addEventListener('change', back(() => {
            ui.script_choice = $('script').value;
            if (ui.script_choice === 'own') {
                ui.own_script = $('script-text').value;
                $('own').open = true;
            }
            reset();
        }));
        $('script-load').addEventListener('click', back(() => {
            ui.own_script = $('script-text').value;
            ui.own_script_name = 'pasted.keys';
            ui.script_choice = 'own';
            $('script').value = 'own';
            set_paused(false);
            ui.loading_from_box = 'script';
            reset();
            ui.loading_from_box = null;
        }));
        $('replay').addEventListener('click', back(() => run_chapter()));
        $('log-scale').addEventListener('change', back(() => { ui.log_scale = $('log-scale').checked; draw_chart(); }));
        $('save-keys').addEventListener('click', back(() => download(`${STAGE.variant ? STAGE.id : 'stage' + STAGE.id}-update${lib.frame()}.keys`, recorded_script())));
        $('save-trace').addEventListener('click', back(() => download(`${STAGE.variant ? STAGE.id : 'stage' + STAGE.id}-trace.csv`, trace_text())));
        $('link').addEventListener('click', back(() => {
            const url = link_url();
            if (!embedded) history.replaceState(null, '', fragment());
            $('link-text').value = url;
            $('link-open').href = url;
            $('link-box').hidden = false;
            fit_to_view();
        }));
        $('view').addEventListener('mousedown', () => give_keys_back());
        if (STAGE.hand) watch_the_hand();
        window.addEventListener('resize', fit_to_view);
        window.addEventListener('hashchange', () => { apply_fragment(location.hash); if (reset()) fast_forward(); });
    }

    function trace_text() {
        return ui.trace.join('\n') + '\n';
    }

    /* What the page's tests (and a curious reader's console) can ask. */
    window.stage = {
        id: STAGE.id,
        number: STAGE.number,
        name: stage_name,
        /* web_state's fields (a stage has those of its chapters), and
         * the page's own */
        state() {
            return {
                frame: lib.frame(),
                ...lib.state(),
                row: lib.trace_text(),
                status: lib.status(),
                scene_error: load_error('scene'),
                script_error: load_error('script'),
                paused: ui.paused,
                speed: ui.speed,
            };
        },
        /* object i's centre and rotation: {x, y, rotation}, or null */
        body(i) { return lib.body(i); },
        pause(p = true) { set_paused(p); },
        step(n = 1) { for (let i = 0; i < n; i++) update(); render(); return lib.frame(); },
        reset() { return reset(); },
        fragment,
        link_url,
        chart_series() { return PANELS.flatMap((p) => p.series.map((x) => x.name)); },
        log_scale() { return !!ui.log_scale; },
        legend() { return lib.legend(); },
        /* the camera drawn with, and the extent of what it draws:
         * {view: [cx, cy, width, aspect], extent: [x0, y0, x1, y1]} */
        drawn() {
            const { items, count, view } = lib.draw();
            const e = [Infinity, Infinity, -Infinity, -Infinity];
            const add = (x, y, r) => { e[0] = Math.min(e[0], x - r); e[1] = Math.min(e[1], y - r); e[2] = Math.max(e[2], x + r); e[3] = Math.max(e[3], y + r); };
            for (let i = 0; i < count; i++) {
                const o = 7 * i;
                if (items[o] === 0) { add(items[o + 2], items[o + 3], 0); add(items[o + 4], items[o + 5], 0); }
                else add(items[o + 2], items[o + 3], items[o + 6]);
            }
            return { view, extent: e };
        },
        recorded_script,
        /* the program's default key script (its chapter's run, or the
         * one a preset's program inherits) */
        observation_script() { return lib.observation_script(); },
        trace: trace_text,
        /* ms per update, averaged over n updates of the current run. */
        time_updates(n) {
            const t0 = performance.now();
            for (let i = 0; i < n; i++) update();
            const ms = (performance.now() - t0) / n;
            render();
            return ms;
        },
        errors: ui.errors,
    };

    /* A link made on another page names that page: open it. */
    const linked = parse_fragment(location.hash).stage;
    if (linked && /^(\d\d|variant_[a-z0-9_]+)$/.test(linked) && linked !== STAGE.id) {
        location.replace((/^\d/.test(linked) ? 'stage' : '') + linked + '.html' + location.search + location.hash);
        return;
    }
    if (embedded) document.body.classList.add('embed');
    build_controls();
    apply_fragment(location.hash);
    if (!reset()) {
        /* A link with a bad seed, scene or key script: say what is wrong,
         * and run with the defaults in its place. */
        const messages = ['seed-error', 'scene-error', 'script-error'].map((id) => ($(id).hidden ? '' : $(id).textContent));
        if (messages[0]) ui.seed = '1';
        if (messages[1]) ui.scene_choice = 'builtin';
        if (messages[2]) ui.script_choice = 'none';
        ui.at = 0;
        sync_controls();
        reset();
        ['seed-error', 'scene-error', 'script-error'].forEach((id, i) => { if (messages[i]) show_error(id, messages[i]); });
    }
    fast_forward();
    if (!embedded) give_keys_back();
    requestAnimationFrame(tick);
})();
