// @ts-check
// Chart.js with only what the statistics histogram uses registered, loaded on first use so the
// page's first download stays small.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export { Chart };
