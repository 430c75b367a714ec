// @ts-check
// The types shared by the page's wiring (main.js), its router and its views. No code.

/**
 * What every view receives: the shared session and worker API, what the worker said it offers,
 * the user's settings, and the page's status line and cube view.
 * @typedef {{
 *   root: HTMLElement,
 *   session: import('./session.js').Session,
 *   api: import('./worker_client/api.js').Api,
 *   info: import('./worker_client/api.js').WorkerInfo,
 *   settings: ReturnType<typeof import('./settings.js').loadSettings>,
 *   saveSettings: () => void,
 *   setStatus: (text: string, warn?: boolean) => void,
 *   view: import('./cube/cube_view.js').CubeView,
 *   stage: {setCaption: (text: string) => void, setGreying: (mask: boolean[] | null) => void},
 *   smartCube: import('./smart_cube/stream.js').SmartCubeLink,
 *   active: () => boolean,
 *   work: {begin: () => void, end: () => void},
 *   setPaint: (tools: {active: () => boolean, click: (facelet: number) => void}) => void,
 *   setColours: (colours: Record<string, string>) => void,
 *   stopSolver?: (reason: string) => void,
 * }} ViewContext
 */

/**
 * A view: its address (#/id), its name in the navigation, and how to load it.
 * @typedef {{id: string, label: string, wide?: boolean,
 *   load: () => Promise<{createView: (ctx: ViewContext) => ViewInstance | Promise<ViewInstance>}>}} ViewEntry
 */

/**
 * @typedef {{open?: (state: import('./link.js').LinkState) => unknown,
 *   handleKey?: (event: KeyboardEvent) => boolean, coloursChanged?: () => void,
 *   cubeTurned?: (facelets: string) => void}} ViewInstance
 */

export {};
