/**
 * Demo news articles in the three languages (issue 12): the seed's first seven announcements
 * (seed-data.ts SEED_ANNOUNCEMENTS, which the chat's tests know by their zh_tw titles) with
 * their Indonesian and Vietnamese texts, and one longer article per category with the harmless
 * formatting an operator writes: bold, lists, links and a picture.
 */
export interface SeedText {
  title: string;
  summary?: string;
  content: string;
}

export interface SeedArticle {
  category: number;
  isTop?: boolean;
  hoursAgo: number;
  zh_tw: SeedText;
  id_id: SeedText;
  vi_vn: SeedText;
}

/** Texts of SEED_ANNOUNCEMENTS in id_id and vi_vn, by their zh_tw title. */
export const SEED_ANNOUNCEMENT_TRANSLATIONS: Record<string, { id_id: SeedText; vi_vn: SeedText }> = {
  系統維護公告: {
    id_id: { title: 'Pemberitahuan pemeliharaan sistem', content: '<p>Rabu ini pukul <b>06:00–08:00</b> ada pemeliharaan rutin; selama itu login dihentikan sementara.</p>' },
    vi_vn: { title: 'Thông báo bảo trì hệ thống', content: '<p>Thứ Tư tuần này từ <b>06:00–08:00</b> hệ thống bảo trì định kỳ, tạm ngừng đăng nhập trong thời gian này.</p>' },
  },
  會員權益說明: {
    id_id: { title: 'Penjelasan hak anggota', content: '<p>Semakin tinggi level VIP, semakin besar batas hadiah harian. Lihat halaman VIP untuk detailnya.</p>' },
    vi_vn: { title: 'Giải thích quyền lợi hội viên', content: '<p>Cấp VIP càng cao, hạn mức tặng quà mỗi ngày càng lớn. Xem chi tiết tại trang VIP.</p>' },
  },
  '新遊戲上線：金龍祥瑞': {
    id_id: { title: 'Game baru: Golden Dragon', content: '<p>Slot baru <b>Golden Dragon</b> rilis hari ini, ayo coba sekarang!</p>' },
    vi_vn: { title: 'Trò chơi mới: Rồng Vàng', content: '<p>Máy slot mới <b>Rồng Vàng</b> ra mắt hôm nay, hãy trải nghiệm ngay!</p>' },
  },
  '首儲加碼 100%': {
    id_id: { title: 'Bonus isi ulang pertama 100%', content: '<p>Selama acara, isi ulang pertama langsung mendapat bonus koin <b>100%</b>.</p>' },
    vi_vn: { title: 'Thưởng nạp lần đầu 100%', content: '<p>Trong thời gian sự kiện, lần nạp đầu tiên được tặng thêm <b>100%</b> xu.</p>' },
  },
  週末排行競賽: {
    id_id: { title: 'Kompetisi peringkat akhir pekan', content: '<p>Sabtu dan Minggu, 50 pemain dengan total kemenangan tertinggi mendapat hadiah melimpah.</p>' },
    vi_vn: { title: 'Giải đua xếp hạng cuối tuần', content: '<p>Thứ Bảy và Chủ Nhật, 50 người có tổng điểm thắng cao nhất sẽ nhận phần thưởng hấp dẫn.</p>' },
  },
  防詐騙宣導: {
    id_id: { title: 'Waspada penipuan', content: '<p>Staf resmi tidak pernah meminta kata sandi atau kode verifikasi Anda. Tetap waspada.</p>' },
    vi_vn: { title: 'Cảnh giác lừa đảo', content: '<p>Nhân viên chính thức không bao giờ hỏi mật khẩu hay mã xác minh của bạn. Hãy luôn cảnh giác.</p>' },
  },
  新春紅包大放送: {
    id_id: { title: 'Bagi-bagi angpao Tahun Baru', content: '<p>Selama Tahun Baru Imlek, login untuk mengambil angpao, sekali setiap hari.</p>' },
    vi_vn: { title: 'Phát lì xì mừng Xuân', content: '<p>Dịp Tết, đăng nhập để nhận lì xì, mỗi ngày một lần.</p>' },
  },
};

/** One fuller article per category (1 維護 … 7 活動), none pinned. */
export const SEED_ARTICLES: SeedArticle[] = [
  {
    category: 1,
    hoursAgo: 74,
    zh_tw: {
      title: '版本 3.8 更新內容',
      summary: '聊天室新增表情、背包紀錄載入更快，並修正多項已知問題。',
      content:
        '<p>親愛的玩家您好，版本 <b>3.8</b> 已於今日完成更新，內容如下：</p><ul><li>聊天室新增 12 款表情</li><li>背包紀錄載入速度提升</li><li>修正部分機型畫面閃爍的問題</li></ul><p>如遇異常，請先重新整理頁面；仍無法排除請洽<a href="/zh_tw/support/info">客服中心</a>。</p>',
    },
    id_id: {
      title: 'Isi pembaruan versi 3.8',
      summary: 'Emoji baru di obrolan, riwayat tas lebih cepat, dan beberapa perbaikan.',
      content:
        '<p>Pemain yang terhormat, versi <b>3.8</b> telah diperbarui hari ini:</p><ul><li>12 emoji baru di ruang obrolan</li><li>Riwayat tas dimuat lebih cepat</li><li>Perbaikan layar berkedip di beberapa perangkat</li></ul><p>Jika ada kendala, muat ulang halaman; bila masih terjadi, hubungi <a href="/id_id/support/info">layanan pelanggan</a>.</p>',
    },
    vi_vn: {
      title: 'Nội dung cập nhật phiên bản 3.8',
      summary: 'Thêm biểu tượng cảm xúc trong trò chuyện, tải lịch sử túi nhanh hơn và sửa nhiều lỗi.',
      content:
        '<p>Chào bạn, phiên bản <b>3.8</b> đã được cập nhật hôm nay với các nội dung sau:</p><ul><li>Thêm 12 biểu tượng cảm xúc trong phòng trò chuyện</li><li>Tải lịch sử túi đồ nhanh hơn</li><li>Sửa lỗi nhấp nháy màn hình trên một số máy</li></ul><p>Nếu gặp sự cố, hãy tải lại trang; nếu vẫn còn, vui lòng liên hệ <a href="/vi_vn/support/info">chăm sóc khách hàng</a>.</p>',
    },
  },
  {
    category: 2,
    hoursAgo: 100,
    zh_tw: {
      title: 'VIP 專屬權益升級',
      content:
        '<p>即日起 <b>白金</b> 以上會員享有以下權益：</p><ol><li>每日贈禮額度提高 20%</li><li>專屬客服優先處理</li><li>生日當月加贈金幣禮包</li></ol><p>等級條件請見<a href="/zh_tw/member/info">會員中心</a>。</p>',
    },
    id_id: {
      title: 'Peningkatan hak eksklusif VIP',
      content:
        '<p>Mulai hari ini anggota <b>Platinum</b> ke atas mendapat:</p><ol><li>Batas hadiah harian naik 20%</li><li>Layanan pelanggan prioritas</li><li>Paket koin tambahan di bulan ulang tahun</li></ol><p>Syarat level ada di <a href="/id_id/member/info">pusat anggota</a>.</p>',
    },
    vi_vn: {
      title: 'Nâng cấp quyền lợi VIP',
      content:
        '<p>Từ hôm nay, hội viên từ <b>Bạch Kim</b> trở lên được hưởng:</p><ol><li>Hạn mức tặng quà mỗi ngày tăng 20%</li><li>Chăm sóc khách hàng ưu tiên</li><li>Tặng thêm gói xu trong tháng sinh nhật</li></ol><p>Điều kiện cấp bậc xem tại <a href="/vi_vn/member/info">trung tâm hội viên</a>.</p>',
    },
  },
  {
    category: 3,
    hoursAgo: 52,
    zh_tw: {
      title: '新作預告：財神到 豪華版',
      content:
        '<p><img src="/images/games/fortune.svg" alt="財神到" width="320" height="180"></p><p>人氣老虎機 <b>財神到</b> 豪華版即將登場，新增免費遊戲倍數與全新獎勵圖示，敬請期待！</p>',
    },
    id_id: {
      title: 'Segera hadir: God of Wealth Deluxe',
      content:
        '<p><img src="/images/games/fortune.svg" alt="God of Wealth" width="320" height="180"></p><p>Slot favorit <b>God of Wealth</b> versi Deluxe segera hadir dengan pengali putaran gratis dan simbol bonus baru. Nantikan!</p>',
    },
    vi_vn: {
      title: 'Sắp ra mắt: Thần Tài bản cao cấp',
      content:
        '<p><img src="/images/games/fortune.svg" alt="Thần Tài" width="320" height="180"></p><p>Máy slot được yêu thích <b>Thần Tài</b> bản cao cấp sắp ra mắt, thêm hệ số vòng quay miễn phí và biểu tượng thưởng mới. Hãy đón chờ!</p>',
    },
  },
  {
    category: 4,
    hoursAgo: 26,
    zh_tw: {
      title: '週末點數兌換 9 折',
      content:
        '<p>本週六、日兩天，<b>點數兌換全品項 9 折</b>：</p><ul><li>每位玩家每日限兌換 3 次</li><li>優惠依兌換當下價格計算</li></ul><p>立即前往<a href="/zh_tw/store">商城</a>。</p>',
    },
    id_id: {
      title: 'Diskon 10% tukar poin akhir pekan',
      content:
        '<p>Sabtu dan Minggu ini, <b>semua penukaran poin diskon 10%</b>:</p><ul><li>Maksimal 3 kali penukaran per pemain per hari</li><li>Diskon dihitung dari harga saat penukaran</li></ul><p>Kunjungi <a href="/id_id/store">toko</a> sekarang.</p>',
    },
    vi_vn: {
      title: 'Đổi điểm cuối tuần giảm 10%',
      content:
        '<p>Thứ Bảy và Chủ Nhật này, <b>đổi điểm mọi vật phẩm giảm 10%</b>:</p><ul><li>Mỗi người chơi tối đa 3 lần mỗi ngày</li><li>Ưu đãi tính theo giá tại thời điểm đổi</li></ul><p>Đến <a href="/vi_vn/store">cửa hàng</a> ngay.</p>',
    },
  },
  {
    category: 5,
    hoursAgo: 8,
    zh_tw: {
      title: '水果派對爭霸賽開跑',
      content:
        '<p><b>比賽期間</b>：本週一 00:00 至週日 23:59</p><p>以單局最高贏分排名，獎勵如下：</p><ol><li>第 1 名：金幣 1,000,000</li><li>第 2–10 名：金幣 200,000</li><li>第 11–50 名：金幣 50,000</li></ol><p>排名請見<a href="/zh_tw/rank">排行榜</a>。</p>',
    },
    id_id: {
      title: 'Turnamen Fruit Party dimulai',
      content:
        '<p><b>Periode</b>: Senin 00:00 hingga Minggu 23:59 minggu ini</p><p>Peringkat berdasarkan kemenangan tertinggi dalam satu ronde:</p><ol><li>Peringkat 1: 1.000.000 koin</li><li>Peringkat 2–10: 200.000 koin</li><li>Peringkat 11–50: 50.000 koin</li></ol><p>Lihat <a href="/id_id/rank">papan peringkat</a>.</p>',
    },
    vi_vn: {
      title: 'Giải đấu Tiệc Trái Cây khởi tranh',
      content:
        '<p><b>Thời gian</b>: từ 00:00 thứ Hai đến 23:59 Chủ Nhật tuần này</p><p>Xếp hạng theo điểm thắng cao nhất trong một ván:</p><ol><li>Hạng 1: 1.000.000 xu</li><li>Hạng 2–10: 200.000 xu</li><li>Hạng 11–50: 50.000 xu</li></ol><p>Xem <a href="/vi_vn/rank">bảng xếp hạng</a>.</p>',
    },
  },
  {
    category: 6,
    hoursAgo: 140,
    zh_tw: {
      title: '客服服務時間調整',
      content:
        '<p>自下週起，線上客服服務時間調整為 <b>每日 09:00–24:00</b>。</p><p>非服務時間的留言，將於隔日依序回覆；常見問題可先參考<a href="/zh_tw/support/qna">常見問答</a>。</p>',
    },
    id_id: {
      title: 'Perubahan jam layanan pelanggan',
      content:
        '<p>Mulai minggu depan, layanan pelanggan online buka <b>setiap hari 09:00–24:00</b>.</p><p>Pesan di luar jam layanan dibalas keesokan harinya sesuai urutan; lihat dulu <a href="/id_id/support/qna">tanya jawab</a>.</p>',
    },
    vi_vn: {
      title: 'Điều chỉnh giờ chăm sóc khách hàng',
      content:
        '<p>Từ tuần sau, giờ hỗ trợ trực tuyến là <b>09:00–24:00 hằng ngày</b>.</p><p>Tin nhắn ngoài giờ sẽ được trả lời theo thứ tự vào ngày hôm sau; bạn có thể xem trước <a href="/vi_vn/support/qna">câu hỏi thường gặp</a>.</p>',
    },
  },
  {
    category: 7,
    hoursAgo: 14,
    zh_tw: {
      title: '七日簽到 好禮連環送',
      content:
        '<p><img src="/images/games/treasure.svg" alt="簽到禮" width="320" height="180"></p><p>連續登入 7 天即可領取：</p><ul><li>第 3 天：金幣 30,000</li><li>第 5 天：幸運轉盤 1 次</li><li>第 7 天：<b>限定頭像框</b></li></ul><p>前往<a href="/zh_tw/other/sevendaySignIn">七日簽到</a>。</p>',
    },
    id_id: {
      title: 'Check-in 7 hari, hadiah beruntun',
      content:
        '<p><img src="/images/games/treasure.svg" alt="Hadiah check-in" width="320" height="180"></p><p>Login 7 hari berturut-turut untuk mendapatkan:</p><ul><li>Hari ke-3: 30.000 koin</li><li>Hari ke-5: 1 putaran roda keberuntungan</li><li>Hari ke-7: <b>bingkai avatar terbatas</b></li></ul><p>Buka <a href="/id_id/other/sevendaySignIn">check-in 7 hari</a>.</p>',
    },
    vi_vn: {
      title: 'Điểm danh 7 ngày, quà liên hoàn',
      content:
        '<p><img src="/images/games/treasure.svg" alt="Quà điểm danh" width="320" height="180"></p><p>Đăng nhập liên tục 7 ngày để nhận:</p><ul><li>Ngày 3: 30.000 xu</li><li>Ngày 5: 1 lượt vòng quay may mắn</li><li>Ngày 7: <b>khung ảnh đại diện giới hạn</b></li></ul><p>Đến <a href="/vi_vn/other/sevendaySignIn">điểm danh 7 ngày</a>.</p>',
    },
  },
];
