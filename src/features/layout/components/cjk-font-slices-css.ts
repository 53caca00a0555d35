// The Chinese font slices' stylesheet, as a module of its own so that it is fetched on demand
// (CjkFontSlices) and never with the page's render-blocking CSS.
import '@/app/fonts-cjk-slices.css';
