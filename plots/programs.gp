# programs.gp - how the figures of the track tell programs apart: one
# colour, dash and name per program, loaded by plots/track.gp and
# plots/compare.gp after plots/style.gp (whose colours it uses).
#
#   colour(p)  dash(p)  name(p)
#
# p is a program's name as the runs' file names give it: stage08 or
# variant_NAME.  The track's colours are cost.gp's (make bench), stage 08
# keeps its green; a program outside the track is grey.  Dashes leave the
# dotted one (3) to threshold lines.
track = 'variant_contact_manifold variant_sequential_impulses variant_warm_starting variant_broad_phase variant_sleeping variant_soft_step'
track_col = '#56b4e9 #8c564b #6a3d9a #b8860b #cc2277 #d62728'
in_track(p) = (strstrt(' '.track.' ', ' '.p.' ') > 0)
track_k(p) = words(track[1:strstrt(' '.track.' ', ' '.p.' ') - 1]) + 1
colour(p) = (p eq 'stage08') ? c_green : in_track(p) ? word(track_col, track_k(p)) : c_grey
dash(p) = (p eq 'stage08') ? 1 : in_track(p) ? word('2 4 5 2 4 1', track_k(p)) + 0 : 1
name(p) = (p eq 'stage08') ? 'stage 08' : (p[1:8] eq 'variant_') ? p[9:] : p
