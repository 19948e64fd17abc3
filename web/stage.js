/* stage.js - the browser's front end: as thin as main.c.
 *
 * It fills the keys from the real keyboard (or a key script), asks the
 * stage's C library, compiled to WebAssembly (web_stage.c), for one update
 * at a time at a fixed 60 updates per second of simulated time, and draws
 * the DrawList the stage records.  There is no physics and no game logic
 * here: the numbers shown are the trace's, measured in C.
 *
 * The page that includes this file defines, before it:
 *   WEB_STAGE   {number, wasm (base64), scenes: {name: text}, keys: [[key, kind, effect]]}
 */
'use strict';

(function () {
    const STAGE = window.WEB_STAGE;
    const DT = 1 / 60;                       /* one update, seconds of simulated time */
    const CHART_SPAN = 600;                  /* rows kept by the strip chart: 10 s */
    const MAX_UPDATES_PER_FRAME = 30;        /* a slow machine drops time, never freezes */
    const KEY_NAMES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').concat(['Left', 'Right', 'Up', 'Down']);

    /* The keyboard code of each key, bit k of the masks being Key k (input.h). */
    function key_index(code) {
        if (/^Key[A-Z]$/.test(code)) return code.charCodeAt(3) - 65;
        const arrows = { ArrowLeft: 26, ArrowRight: 27, ArrowUp: 28, ArrowDown: 29 };
        return code in arrows ? arrows[code] : -1;
    }

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
        load_scene(text, name) {
            return this.with_strings([text, name], (t, n) => this.x.web_load_scene(t, n)) === 1;
        }
        load_script(text, name) {
            return this.with_strings([text, name], (t, n) => this.x.web_load_script(t, n)) === 1;
        }
        reset(builtin, seed) {
            return this.with_strings([String(seed)], (s) => this.x.web_reset(builtin ? 1 : 0, s)) === 1;
        }
        step(down, clicked) { this.x.web_step(down >>> 0, clicked >>> 0); }
        script_keys(frame) {
            const p = this.x.web_script_keys(frame);
            const u = new Uint32Array(this.memory.buffer, p, 2);
            return [u[0], u[1]];
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
        measure() { return Array.from(this.doubles(this.x.web_measure(), 12)); }
        trace_text() { return this.string(this.x.web_trace_text()); }
        trace_header() { return this.string(this.x.web_trace_header()); }
        state() { return Array.from(this.doubles(this.x.web_state(), 12)); }
    }

    /* ---- the link to a state: #stage=NN&seed=S&scene=...&script=... -------- */

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
     * text; script: "none", "observation", or "text:" + base64. */
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

    const ui = {
        paused: false,
        speed: 1,
        seed: '1',
        scene_choice: 'builtin',   /* builtin | book:NAME | own */
        own_scene: '',             /* the reader's scene text */
        script_choice: 'none',     /* none | observation | own */
        own_script: '',
        held: 0,                   /* keys held now */
        pressed: 0,                /* keys that went down since the last update */
        acc: 0,
        last_time: null,
        chart: [],                 /* trace rows, oldest first */
        errors: [],                /* what went wrong, for the tests */
    };

    function show_error(where, message) {
        const el = $(where);
        el.textContent = message || '';
        el.hidden = !message;
    }

    function scene_text_and_name() {
        if (ui.scene_choice.startsWith('book:')) {
            const name = ui.scene_choice.slice(5);
            return [STAGE.scenes[name], 'book/scenes/' + name + '.scene'];
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
     * scene or script is reported and the run before it goes on. */
    function reset() {
        const [scene, scene_name] = scene_text_and_name();
        if (scene !== null && !lib.load_scene(scene, scene_name)) {
            show_error('scene-error', lib.error());
            return false;
        }
        show_error('scene-error', '');
        const [script, script_name] = script_text_and_name();
        if (!lib.load_script(script, script_name)) {
            show_error('script-error', lib.error());
            return false;
        }
        show_error('script-error', '');
        if (!lib.reset(scene === null, ui.seed)) {
            show_error('seed-error', lib.error());
            return false;
        }
        show_error('seed-error', '');
        ui.chart = [];
        ui.acc = 0;
        record_row();
        render();
        return true;
    }

    /* One update: the script's keys for it, and the reader's. */
    function update() {
        const [sdown, sclicked] = lib.script_keys(lib.frame() + 1);
        const down = ui.held | ui.pressed | sdown;
        const clicked = ui.pressed | sclicked;
        ui.pressed = 0;
        lib.step(down, clicked);
        record_row();
    }

    function record_row() {
        ui.chart.push(lib.measure());
        if (ui.chart.length > CHART_SPAN) ui.chart.shift();
    }

    /* ---- drawing ------------------------------------------------------------- */

    function css_colour(rgb) {
        return '#' + (rgb | 0).toString(16).padStart(6, '0');
    }

    function draw_scene() {
        const canvas = $('view');
        const ctx = canvas.getContext('2d');
        const { items, count, view } = lib.draw();
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

    /* The strip chart: the trace's energy terms over the last 10 s, and
     * below them the deepest penetration. */
    const SERIES = [
        { col: 6, name: 'ke_linear', colour: '#1f77b4' },
        { col: 7, name: 'ke_angular', colour: '#ff7f0e' },
        { col: 8, name: 'pe', colour: '#2ca02c' },
        { col: 9, name: 'energy', colour: '#000000' },
    ];
    const DEPTH = { col: 4, name: 'max_depth', colour: '#d62728' };

    function draw_panel(ctx, x0, y0, w, h, series, rows) {
        let lo = Infinity, hi = -Infinity;
        rows.forEach((r) => series.forEach((s) => {
            if (isFinite(r[s.col])) { lo = Math.min(lo, r[s.col]); hi = Math.max(hi, r[s.col]); }
        }));
        if (!isFinite(lo)) { lo = 0; hi = 1; }
        if (hi - lo < 1e-9) { hi += 0.5; lo -= 0.5; }
        ctx.strokeStyle = '#cccccc';
        ctx.lineWidth = 1;
        ctx.strokeRect(x0 + 0.5, y0 + 0.5, w - 1, h - 1);
        ctx.fillStyle = '#555555';
        ctx.font = '10px sans-serif';
        ctx.fillText(hi.toPrecision(4), x0 + 3, y0 + 11);
        ctx.fillText(lo.toPrecision(4), x0 + 3, y0 + h - 3);
        const ys = (v) => y0 + h - 2 - ((v - lo) / (hi - lo)) * (h - 4);
        series.forEach((s, k) => {
            ctx.strokeStyle = s.colour;
            ctx.lineWidth = 1.5;
            ctx.beginPath();
            rows.forEach((r, i) => {
                const xx = x0 + (i / (CHART_SPAN - 1)) * w;
                if (i === 0) ctx.moveTo(xx, ys(r[s.col])); else ctx.lineTo(xx, ys(r[s.col]));
            });
            ctx.stroke();
            ctx.fillStyle = s.colour;
            ctx.fillText(s.name, x0 + w - 70, y0 + 12 + 11 * k);
        });
    }

    function draw_chart() {
        const canvas = $('chart');
        const ctx = canvas.getContext('2d');
        const W = canvas.width, H = canvas.height;
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, W, H);
        const top = Math.round(H * 0.62);
        draw_panel(ctx, 0, 0, W, top - 4, SERIES, ui.chart);
        draw_panel(ctx, 0, top, W, H - top, [DEPTH], ui.chart);
    }

    function show_numbers() {
        const r = ui.chart[ui.chart.length - 1];
        const names = lib.trace_header().split(',');
        $('row').textContent = names.map((n, i) => n.padEnd(11) + ' ' + (i < 4 ? r[i] : Number(r[i]).toPrecision(8))).join('\n');
        $('frame').textContent = 'update ' + lib.frame() + '  t = ' + (lib.frame() * DT).toFixed(2) + ' s';
    }

    function render() {
        draw_scene();
        draw_chart();
        show_numbers();
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
        requestAnimationFrame(tick);
    }

    /* ---- the controls ------------------------------------------------------- */

    function typing_in_a_field(e) {
        const t = e.target;
        return t && (t.tagName === 'TEXTAREA' || t.tagName === 'INPUT' || t.tagName === 'SELECT');
    }

    window.addEventListener('keydown', (e) => {
        if (typing_in_a_field(e) || e.ctrlKey || e.metaKey || e.altKey) return;
        const k = key_index(e.code);
        if (k < 0) return;
        e.preventDefault();
        if (!e.repeat && !(ui.held & (1 << k))) ui.pressed |= 1 << k;
        ui.held |= 1 << k;
    });
    window.addEventListener('keyup', (e) => {
        const k = key_index(e.code);
        if (k >= 0) ui.held &= ~(1 << k);
    });
    window.addEventListener('blur', () => { ui.held = 0; });

    function set_paused(p) {
        ui.paused = p;
        $('pause').textContent = p ? 'Run' : 'Pause';
    }

    function fragment() {
        const parts = ['stage=' + STAGE.number, 'seed=' + encodeURIComponent(ui.seed)];
        if (ui.scene_choice.startsWith('book:')) parts.push('scene=' + ui.scene_choice.slice(5));
        else if (ui.scene_choice === 'own') parts.push('scene=text:' + b64_encode_text(ui.own_scene));
        else parts.push('scene=builtin');
        if (ui.script_choice === 'own') parts.push('script=text:' + b64_encode_text(ui.own_script));
        else parts.push('script=' + ui.script_choice);
        return '#' + parts.join('&');
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
        sync_controls();
    }

    function sync_controls() {
        $('seed').value = ui.seed;
        $('scene').value = ui.scene_choice;
        $('script').value = ui.script_choice;
        if (ui.scene_choice === 'own') $('scene-text').value = ui.own_scene;
        if (ui.script_choice === 'own') $('script-text').value = ui.own_script;
    }

    function build_controls() {
        document.title = 'Stage ' + STAGE.number + ' - ' + lib.title();
        $('title').textContent = 'Stage ' + STAGE.number + ': ' + lib.title();
        const sel = $('scene');
        Object.keys(STAGE.scenes).forEach((name) => {
            const o = document.createElement('option');
            o.value = 'book:' + name;
            o.textContent = 'book/scenes/' + name + '.scene';
            sel.appendChild(o);
        });
        const keys = $('keys');
        STAGE.keys.forEach(([key, kind, effect]) => {
            const tr = document.createElement('tr');
            [key, kind, effect].forEach((t) => {
                const td = document.createElement('td');
                td.textContent = t;
                tr.appendChild(td);
            });
            keys.appendChild(tr);
        });

        $('pause').addEventListener('click', () => set_paused(!ui.paused));
        $('step').addEventListener('click', () => { set_paused(true); update(); render(); });
        $('reset').addEventListener('click', () => reset());
        $('seed').addEventListener('change', () => { ui.seed = $('seed').value.trim(); reset(); });
        $('speed').addEventListener('change', () => { ui.speed = Number($('speed').value); });
        $('scene').addEventListener('change', () => {
            ui.scene_choice = $('scene').value;
            if (ui.scene_choice === 'own') ui.own_scene = $('scene-text').value;
            reset();
        });
        $('scene-load').addEventListener('click', () => {
            ui.own_scene = $('scene-text').value;
            ui.own_scene_name = 'pasted.scene';
            const before = ui.scene_choice;
            ui.scene_choice = 'own';
            if (!reset()) { ui.scene_choice = before; $('scene').value = before; } else $('scene').value = 'own';
        });
        $('scene-file').addEventListener('change', (e) => {
            const file = e.target.files[0];
            if (!file) return;
            file.text().then((text) => {
                $('scene-text').value = text;
                ui.own_scene = text;
                ui.own_scene_name = file.name;
                const before = ui.scene_choice;
                ui.scene_choice = 'own';
                if (!reset()) { ui.scene_choice = before; $('scene').value = before; } else $('scene').value = 'own';
            });
        });
        $('script').addEventListener('change', () => {
            ui.script_choice = $('script').value;
            if (ui.script_choice === 'own') ui.own_script = $('script-text').value;
            reset();
        });
        $('script-load').addEventListener('click', () => {
            ui.own_script = $('script-text').value;
            ui.own_script_name = 'pasted.keys';
            ui.script_choice = 'own';
            $('script').value = 'own';
            reset();
        });
        $('replay').addEventListener('click', () => {
            ui.script_choice = 'observation';
            $('script').value = 'observation';
            set_paused(false);
            reset();
        });
        $('link').addEventListener('click', () => {
            const url = location.href.replace(/#.*$/, '') + fragment();
            history.replaceState(null, '', fragment());
            $('link-text').value = url;
            $('link-text').hidden = false;
            $('link-text').select();
        });
        window.addEventListener('hashchange', () => { apply_fragment(location.hash); reset(); });
    }

    /* What the page's tests (and a curious reader's console) can ask. */
    window.stage = {
        number: STAGE.number,
        name: stage_name,
        state() {
            const s = lib.state();
            const flag = (v) => (v < 0 ? null : v === 1);
            return {
                frame: lib.frame(),
                selected: s[0],
                x: s[1], y: s[2], rotation: s[3],
                texture: flag(s[4]), shape: flag(s[5]), bound: flag(s[6]),
                infos: flag(s[7]), motion: flag(s[8]), correction: flag(s[9]),
                objects: s[10], bounds: s[11],
                row: lib.trace_text(),
                scene_error: $('scene-error').hidden ? '' : $('scene-error').textContent,
                paused: ui.paused,
            };
        },
        pause(p = true) { set_paused(p); },
        step(n = 1) { for (let i = 0; i < n; i++) update(); render(); return lib.frame(); },
        reset() { return reset(); },
        fragment,
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

    /* A link made on another stage's page names that stage: open it. */
    const linked = parse_fragment(location.hash).stage;
    if (linked && /^\d\d$/.test(linked) && linked !== STAGE.number) {
        location.replace('stage' + linked + '.html' + location.search + location.hash);
        return;
    }
    if (new URLSearchParams(location.search).get('embed') === '1') document.body.classList.add('embed');
    build_controls();
    apply_fragment(location.hash);
    if (!reset()) {
        /* A link with a bad seed, scene or key script: say what is wrong,
         * and run with the defaults in its place. */
        const messages = ['seed-error', 'scene-error', 'script-error'].map((id) => ($(id).hidden ? '' : $(id).textContent));
        if (messages[0]) ui.seed = '1';
        if (messages[1]) ui.scene_choice = 'builtin';
        if (messages[2]) ui.script_choice = 'none';
        sync_controls();
        reset();
        ['seed-error', 'scene-error', 'script-error'].forEach((id, i) => { if (messages[i]) show_error(id, messages[i]); });
    }
    requestAnimationFrame(tick);
})();
