let count = 0;
/** 1 on a module evaluated afresh. */
export const bump = () => ++count;
