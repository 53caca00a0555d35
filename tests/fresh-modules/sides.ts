export const left = () => 'real left';
export const right = () => 'real right';
