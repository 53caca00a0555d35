export { getAudioManager, type AudioManager } from './audio-manager';
export { BackgroundMusic } from './components/background-music';
export { SoundSwitches } from './components/sound-switches';
