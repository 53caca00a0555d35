/**
 * The game windows' CSS: one machine card that fits 390×844 and sits centred in a desktop
 * frame; reels of 3 square cells; the big-win overlay. Motion is cut for prefers-reduced-motion.
 */
export const SLOT_CSS = `
*{box-sizing:border-box;margin:0}
html,body{height:100%}
body{font-family:system-ui,-apple-system,"PingFang TC","Noto Sans TC","Microsoft JhengHei",sans-serif;color:#fdf6e3;
background:radial-gradient(circle at 50% 0%,#5b1a7a 0%,#2a0b3d 55%,#12051c 100%);display:flex;align-items:center;justify-content:center;
padding:max(12px,env(safe-area-inset-top)) 12px max(12px,env(safe-area-inset-bottom));overflow:hidden;-webkit-tap-highlight-color:transparent}
.defs{position:absolute;width:0;height:0;overflow:hidden}
.machine{width:min(100%,420px);max-height:100%;display:flex;flex-direction:column;gap:12px;padding:16px;border-radius:24px;
background:linear-gradient(180deg,#3b0f52,#230934);border:2px solid #f2c14e;box-shadow:0 0 0 4px #6d2891,0 18px 40px rgba(0,0,0,.55)}
.top{display:flex;align-items:center;justify-content:space-between;gap:8px}
.title{font-size:20px;font-weight:800;color:#ffd966;text-shadow:0 2px 0 #7a3e00;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.badge{flex:none;font-size:12px;font-weight:700;padding:3px 10px;border-radius:999px;background:#f2c14e;color:#3b0f52;text-transform:uppercase}
.meters{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.meter{background:#14061f;border:1px solid #6d2891;border-radius:12px;padding:6px 10px;min-width:0}
.meter span{display:block;font-size:12px;color:#cdb4e0}
.meter b{display:block;font-size:20px;font-variant-numeric:tabular-nums;color:#fff;overflow:hidden;text-overflow:ellipsis}
.window{position:relative;display:grid;grid-template-columns:repeat(3,1fr);gap:6px;padding:8px;border-radius:16px;background:#0b0312;
border:3px solid #f2c14e;box-shadow:inset 0 0 18px rgba(0,0,0,.8)}
.reel{position:relative;aspect-ratio:1/3;overflow:hidden;border-radius:10px;background:linear-gradient(180deg,#d9d2e6,#fff 20%,#fff 80%,#d9d2e6)}
.strip{position:absolute;inset:0 0 auto 0;height:100%;display:flex;flex-direction:column;will-change:transform}
.cell{flex:1 1 0;min-height:0;display:flex;align-items:center;justify-content:center;padding:10%}
.sym{width:100%;height:100%;display:block}
.cell.hit{animation:pulse .6s ease-in-out infinite alternate}
.reel.waiting .strip{animation:shake .18s linear infinite}
.paylines{position:absolute;inset:8px;pointer-events:none;width:calc(100% - 16px);height:calc(100% - 16px)}
.paylines polyline{fill:none;stroke:#ff3d7f;stroke-width:1.6;stroke-linecap:round;stroke-linejoin:round;opacity:0;filter:drop-shadow(0 0 1.5px #fff)}
.paylines polyline.on{opacity:.9}
.message{min-height:1.5em;text-align:center;font-weight:700;color:#ffd966}
.message.error{color:#ff9b9b}
.controls{display:grid;grid-template-columns:auto 1fr auto;align-items:center;gap:10px}
.bet{display:flex;align-items:center;gap:6px;background:#14061f;border:1px solid #6d2891;border-radius:999px;padding:4px}
.bet output{min-width:64px;text-align:center;font-weight:800;font-variant-numeric:tabular-nums}
.round{width:40px;height:40px;border-radius:50%;border:0;background:#6d2891;color:#fff;font-size:22px;font-weight:800;cursor:pointer}
.round:disabled{opacity:.35;cursor:default}
.spin{grid-column:3;height:64px;min-width:112px;border-radius:999px;border:3px solid #ffe9a8;cursor:pointer;font-size:20px;font-weight:900;color:#3b1500;
background:radial-gradient(circle at 50% 30%,#ffe27a,#f5a623 70%,#c76b00);box-shadow:0 5px 0 #7a3e00}
.spin:active{transform:translateY(3px);box-shadow:0 2px 0 #7a3e00}
.spin:disabled{filter:grayscale(.6);opacity:.7;cursor:default}
.hint{font-size:12px;color:#cdb4e0;text-align:center}
.retry{justify-self:center;border:1px solid #f2c14e;background:transparent;color:#ffd966;border-radius:999px;padding:6px 16px;cursor:pointer}
.celebrate{position:fixed;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;z-index:5;
background:radial-gradient(circle,rgba(255,200,60,.35),rgba(18,5,28,.92) 65%);cursor:pointer;animation:fade .25s ease-out}
.celebrate[hidden]{display:none}
.celebrate h2{font-size:clamp(34px,11vw,64px);font-weight:900;color:#ffe066;text-shadow:0 0 18px #ff8c00,0 4px 0 #8a3c00;animation:zoom .7s cubic-bezier(.2,1.6,.4,1)}
.celebrate strong{font-size:clamp(28px,9vw,48px);font-variant-numeric:tabular-nums;color:#fff}
.celebrate small{color:#e9d5ff}
.coin{position:absolute;top:-40px;width:26px;height:26px;border-radius:50%;background:radial-gradient(circle at 35% 35%,#fff6b0,#f5b400 55%,#a86500);
box-shadow:inset 0 0 0 3px #ffd34d;animation:fall linear forwards}
.card{width:min(100%,420px);padding:28px 20px;border-radius:24px;text-align:center;background:linear-gradient(180deg,#3b0f52,#230934);border:2px solid #f2c14e;display:flex;flex-direction:column;gap:12px}
.card p{color:#e9d5ff;line-height:1.6}
.facts{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;text-align:center}
.replay .cell{animation:drop .5s cubic-bezier(.2,1.3,.4,1) both}
.replay .reel:nth-child(2) .cell{animation-delay:.15s}.replay .reel:nth-child(3) .cell{animation-delay:.3s}
@keyframes pulse{from{transform:scale(1)}to{transform:scale(1.12);filter:drop-shadow(0 0 6px #ffd000)}}
@keyframes shake{0%{transform:translateY(-2%)}50%{transform:translateY(2%)}100%{transform:translateY(-2%)}}
@keyframes fade{from{opacity:0}to{opacity:1}}
@keyframes zoom{from{transform:scale(.2)}to{transform:scale(1)}}
@keyframes fall{to{transform:translateY(110vh) rotate(720deg)}}
@keyframes drop{from{transform:translateY(-120%);opacity:0}to{transform:none;opacity:1}}
@media (min-width:700px){.machine{padding:22px}.title{font-size:24px}}
@media (max-height:640px){.machine{gap:8px;padding:12px}.reel{aspect-ratio:1/2.6}}
@media (prefers-reduced-motion:reduce){*{animation-duration:.01s!important;transition-duration:.01s!important}}
`;
